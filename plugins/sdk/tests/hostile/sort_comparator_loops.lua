-- attack: a table.sort comparator that loops
-- category: hang
-- expect: error: instruction budget
return { run = function(ctx)
  table.sort({ 3, 2, 1 }, function() while true do end end)
end }
