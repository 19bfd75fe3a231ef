-- attack: the same table.move at the top of the script (game-host check hung)
-- category: hang
-- expect: load-error: exhausted in table.move
-- located: 5
local t = table.move({}, 1, "1e15", 1)
return { run = function() end }
