-- attack: next/rawget/rawlen/pairs on proxies see the frozen contents
-- category: escape
-- expect: ok: 4 2 upper 1
return { run = function(ctx)
  local n = 0
  for k in pairs(cards) do n = n + 1 end
  local k = next(string, nil)
  return rawget(cards.A4, "strength") .. " " .. rawlen(cards.list) .. " "
    .. (rawget(string, "upper") and "upper" or "none") .. " " .. (k and 1 or 0)
end }
