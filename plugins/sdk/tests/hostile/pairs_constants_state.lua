-- attack: pairs(cards) handed out the real constants: change a card
-- category: escape
-- expect: error: it is a constant of the game
return { run = function(ctx)
  local _, real = pairs(cards.A4)
  real.strength = 99
end }
