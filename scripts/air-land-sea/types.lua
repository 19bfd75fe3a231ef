---@meta
-- LuaLS annotations for Air, Land & Sea card scripts (see API.md). Not loaded by the game.

---@alias Seat integer            # 0 = North, 1 = South
---@alias TheaterName string      # "air", "land", "sea" (lowercase)
---@alias CardRef string          # a card id ("A4") or a place ("land.1.2", "hand.1.3")

---@class Choice
---@field seat Seat
---@field prompt string|Text  # a `text(...)` is shown in the chooser's language
---@field options (string|{id: string, label: string|Text})[]
---@field skippable? boolean
---@field continue_with string
---@field data? table|string|integer|boolean

---@class CardFacts
---@field id string
---@field name string
---@field theater TheaterName   # the printed (home) theater
---@field strength integer      # printed strength
---@field kind "instant"|"ongoing"|"none"
---@field ability string|nil
---@field text string

--- Every card's printed facts by id (read-only), e.g. `cards.A4.strength`.
---@type table<string, CardFacts>
cards = {}

---@class Ctx
local Ctx = {}

---@return TheaterName ...
function Ctx:theaters() end

---Adds 1 (or `n`, 1 to 1000) to the balance lab's counter `script: <name>` (a name of 1 to 32
---ASCII letters, digits, spaces, `_` or `-`). Outside the lab it checks and counts nothing.
---@param name string
---@param n integer?
function Ctx:tally(name, n) end
---@param theater TheaterName
---@return TheaterName ...
function Ctx:adjacent(theater) end
---@param a TheaterName
---@param b TheaterName
---@return boolean
function Ctx:is_adjacent(a, b) end
---@param card CardRef
---@return Seat|nil
function Ctx:owner(card) end
---@param seat Seat
---@return Seat
function Ctx:opponent(seat) end
---@return Seat
function Ctx:first_player() end
---@return Seat
function Ctx:active() end
---@return integer
function Ctx:turn() end
---@param card CardRef
---@return TheaterName|nil
function Ctx:theater(card) end
---@param card CardRef
---@return TheaterName
function Ctx:home(card) end
---@param card CardRef
---@return integer
function Ctx:strength(card) end
---@param card CardRef
---@return integer
function Ctx:effective(card) end
---@param theater TheaterName
---@param seat Seat
---@return integer
function Ctx:total(theater, seat) end
---@param card CardRef
---@return boolean
function Ctx:in_play(card) end
---@param card CardRef
---@return boolean
function Ctx:is_face_up(card) end
---@param card CardRef
---@return boolean
function Ctx:is_covered(card) end
---@param theater TheaterName
---@param seat Seat
---@return string ...
function Ctx:stack(theater, seat) end
---@param theater TheaterName
---@param seat Seat
---@param n integer
---@return string|nil
function Ctx:card_at(theater, seat, n) end
---@param theater TheaterName
---@param seat Seat
---@return string|nil
function Ctx:uncovered(theater, seat) end
---@param ... TheaterName
---@return string ...
function Ctx:uncovered_in(...) end
---@param theater TheaterName
---@return integer
function Ctx:count(theater) end
---@param seat? Seat
---@return string ...
---@param face_up boolean|nil only face-up (true) or face-down (false) cards
function Ctx:cards_in_play(seat, face_up) end
---@param n integer
---@param seat? Seat
---@param face_up? boolean only face-up (true) or face-down (false) cards
---@return string|nil
function Ctx:card_in_play(n, seat, face_up) end
---@param seat Seat
---@return string ...
function Ctx:hand(seat) end
---@return integer
function Ctx:deck_size() end
---@param seat Seat
---@return string|nil
function Ctx:drawn(seat) end
---@param card CardRef
---@param seat Seat
---@return string
function Ctx:name_for(card, seat) end
---@param seat Seat
---@param ... CardRef
---@return string ...
function Ctx:names_for(seat, ...) end
---@param seat Seat
---@param ... TheaterName
---@return string ...
function Ctx:uncovered_of(seat, ...) end
---@param viewer Seat
---@param ... TheaterName
---@return string ...
function Ctx:uncovered_for(viewer, ...) end
--- Asks for a choice (in `_on_reveal` hooks and continuations). `continue_with` is a script
--- function's name, or a primitive the core applies to the card the option names last:
--- "ctx:flip", "ctx:destroy", "ctx:return_to_hand". The prompt and labels may be `text(...)`.
---@param seat Seat
---@param prompt string|Text
---@param options (string|{id: string, label: string|Text})[]
---@param continue_with string
---@param data any
---@param skippable boolean|nil
function Ctx:choose(seat, prompt, options, continue_with, data, skippable) end
--- Asks `seat` to flip one of the uncovered cards (of `whose`, both seats when nil) in the
--- theaters `left`, `right` (nils skipped): "flip <card>", named as `seat` may name them.
--- `continue_with` defaults to "ctx:flip". Returns whether it asked (no card: no choice).
---@param seat Seat
---@param prompt string|Text
---@param whose Seat|nil
---@param continue_with string|nil
---@param data any
---@param left TheaterName|nil
---@param right TheaterName|nil
---@return boolean asked
function Ctx:choose_flip(seat, prompt, whose, continue_with, data, left, right) end
--- `ctx:choose_flip` over every theater.
---@param seat Seat
---@param prompt string|Text
---@param whose Seat|nil
---@param continue_with string|nil
---@param data any
---@return boolean asked
function Ctx:choose_flip_any(seat, prompt, whose, continue_with, data) end
--- Asks `seat` to choose among `prefix .. card` for the uncovered cards of `whose` (both seats
--- when nil) that are face-up (`face_up` true), face-down (false) or either (nil), in these
--- theaters (nils skipped), named as `seat` may name them; returns whether it asked.
---@param seat Seat
---@param prompt string|Text
---@param prefix string
---@param whose Seat|nil
---@param face_up boolean|nil
---@param continue_with string
---@param data any
---@param left TheaterName|nil
---@param right TheaterName|nil
---@return boolean asked
function Ctx:choose_uncovered(seat, prompt, prefix, whose, face_up, continue_with, data, left, right) end
--- Asks `seat` to choose among `prefix .. card` for every card in play of `whose` (both seats
--- when nil), covered ones too, in these theaters (nils skipped), named as `seat` may name
--- them; `continue_with` defaults to the primitive "ctx:flip"; returns whether it asked.
---@param seat Seat
---@param prompt string|Text
---@param prefix string
---@param whose Seat|nil
---@param continue_with string|nil
---@param data any
---@param left TheaterName|nil
---@param right TheaterName|nil
---@return boolean asked
function Ctx:choose_cards(seat, prompt, prefix, whose, continue_with, data, left, right) end
--- `ctx:choose_cards` over every theater.
---@param seat Seat
---@param prompt string|Text
---@param prefix string
---@param whose Seat|nil
---@param continue_with string|nil
---@param data any
---@return boolean asked
function Ctx:choose_cards_any(seat, prompt, prefix, whose, continue_with, data) end
--- Asks `seat` to choose among `prefix .. card .. " " .. theater` for each of its cards in play
--- (theaters left to right, bottom to top) and each other theater. Returns whether it asked.
---@param seat Seat
---@param prompt string|Text
---@param prefix string
---@param continue_with string
---@param data any
---@param skippable boolean|nil
---@return boolean asked
function Ctx:choose_moves(seat, prompt, prefix, continue_with, data, skippable) end
--- Asks `seat` to choose among `prefix .. a` and `prefix .. b` (a nil skipped). Returns whether it
--- asked.
---@param seat Seat
---@param prompt string|Text
---@param prefix string
---@param continue_with string
---@param data any
---@param skippable boolean|nil
---@param a string|nil
---@param b string|nil
---@return boolean asked
function Ctx:choose_among(seat, prompt, prefix, continue_with, data, skippable, a, b) end
--- Asks `seat` to choose among `prefix .. card` for each card `ctx:cards_in_play(seat, face_up)`
--- lists, in its order. Returns whether it asked.
---@param seat Seat
---@param prompt string|Text
---@param prefix string
---@param face_up boolean|nil
---@param continue_with string
---@param data any
---@param skippable boolean|nil
---@return boolean asked
function Ctx:choose_in_play(seat, prompt, prefix, face_up, continue_with, data, skippable) end
---@param name string
---@return string|nil
function Ctx:resolve(name) end

---@param card CardRef
---@return boolean
function Ctx:flip(card) end
--- Destroys a card in play; `false` (and nothing logged) when it is no longer in play.
---@param card CardRef
---@return boolean
function Ctx:destroy(card) end
---@param card CardRef
---@param theater TheaterName
function Ctx:move(card, theater) end
---@param card CardRef
function Ctx:return_to_hand(card) end
---@param seat Seat
---@return string|nil
function Ctx:draw(seat) end
---@param card CardRef
---@param theater TheaterName
---@param face_up boolean
function Ctx:play(card, theater, face_up) end
---@param card CardRef
function Ctx:to_deck_top(card) end
---@param seat Seat
function Ctx:grant_play(seat) end
---@param seat Seat
function Ctx:extra_turn(seat) end
---@param card CardRef
---@param value integer
function Ctx:set_strength(card, value) end
---@param seat Seat
---@param theater TheaterName
---@param value integer
function Ctx:add_strength(seat, theater, value) end
---@param seat Seat
---@param name string
---@param data table|string|integer|boolean|nil
---@return integer
function Ctx:add_effect(seat, name, data) end
---@param id integer
---@return Seat
function Ctx:effect_owner(id) end
---@param id integer
---@return any
function Ctx:effect_data(id) end
---@param id integer
---@param data any
function Ctx:set_effect_data(id, data) end
---@param id integer
function Ctx:end_effect(id) end
---@param template string|Text  # words that name no card and hold no digit; `{1}`, `{2}` … for the cards (`{ $card1 }` … in a text's catalogue)
---@param card? string  # the first card (an id or a place), `{1}`
---@param ... string  # the other cards (ids or places); each card is rendered as the reader may see it
function Ctx:log(template, card, ...) end

-- The hooks a card with `ability = "x"` may define (in the table a script returns):
-- `owner` is the seat the card belongs to; `theater` / `here` the theater it is in.
-- `left`, `right`: the theaters next to it (`right` is nil at an end of the row).
---@alias OnReveal fun(ctx: Ctx, card: string, owner: Seat, theater: TheaterName, left: TheaterName, right: TheaterName|nil): Choice|nil
---@alias Strength fun(ctx: Ctx, card: string, owner: Seat, theater: TheaterName, left: TheaterName, right: TheaterName|nil)
---@alias MayPlay fun(ctx: Ctx, card: string, played: string, theater: TheaterName, seat: Seat, owner: Seat): boolean|"anywhere"|"nowhere"|"everything"|"nothing"
---@alias OnPlay fun(ctx: Ctx, card: string, played: string, theater: TheaterName, face_up: boolean, seat: Seat, owner: Seat, here: TheaterName, adjacent: boolean)
-- A lasting effect's hooks get its id and, last, its owner.
---@alias EffectMayPlay fun(ctx: Ctx, id: integer, played: string, theater: TheaterName, seat: Seat, owner: Seat): boolean|"anywhere"|"nowhere"|"everything"|"nothing"
---@alias EffectOnPlay fun(ctx: Ctx, id: integer, played: string, theater: TheaterName, face_up: boolean, seat: Seat, owner: Seat)
---@alias EffectOnTurnEnd fun(ctx: Ctx, id: integer, seat: Seat, owner: Seat)
---@alias Continue fun(ctx: Ctx, chosen: string|nil, data: any): Choice|nil
