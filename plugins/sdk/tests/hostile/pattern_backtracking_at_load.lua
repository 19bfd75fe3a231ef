-- attack: a backtracking pattern at the top of the script
-- category: hang
-- expect: load-error: exhausted in string.match
-- located: 6
local s = string.rep("a", 40)
local x = s:match(string.rep("a-", 40) .. "b")
return { run = function() end }
