# The host's words in English: every id here is used by the host's code (`tr!("id")`), and
# every other language's folder defines the same ids (a test checks both). Arguments are
# `{ $name }`; plurals select on a number: `{ $count -> [one] … *[other] … }`.

# The language's own name, as the View menu offers it.
language-name = English

## Units

unit-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

## The View menu

menu-language = Language
# The first choice: follow the system's language, named in parentheses.
menu-language-system = System ({ $language })
