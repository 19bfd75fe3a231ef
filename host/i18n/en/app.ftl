# The app's frame: the menu bar, the View menu, About, Problems, work in progress.

app-home = Home
app-new-match = New match
app-balance-lab = Balance lab
app-balance-lab-running = Balance lab (running)
app-mods = Mods
app-mods-installing = Mods (installing)
app-save = Save
app-save-hover = Save the match (Ctrl+S)
app-save-as = Save as…
app-save-as-hover = Choose where to save the match
app-open = Open…
app-open-hover = Open a saved match
app-recent = Recent
app-about = About
app-problems = Problems
app-problems-count = Problems ({ $count })
app-back-to-final-position = Back to the final position
app-back-to-match = Back to the match
app-back-to-online-match = Back to the online match

## The View menu

app-menu-view = View
app-zoom-in = Zoom In
app-zoom-out = Zoom Out
app-zoom-reset = Reset Zoom
app-animations = Animations
app-confirm = Ask before actions that give something up
app-hints = Hints in matches against bots
app-light-theme = Light theme
app-dark-theme = Dark theme

## About

app-about-title = About Game Host
app-about-what = Board and card games loaded as plugins; rulesets in TOML, house rules in Lua.
app-about-data = Data (saves, mods, preferences): { $path }
app-about-logs = Log files: { $path } ({ $prefix }.<date>, the last { $days } days; RUST_LOG=debug says more)
app-about-no-data = No data directory: nothing is saved and no log file is kept.
app-about-games = Games loaded: { $count }
app-about-keyboard = Keyboard
app-about-licence = Licence: MIT or Apache-2.0, at your option.
app-key-save = Save the match
app-key-undo = Undo (online: ask for a take-back)
app-key-enter = Play the action waiting for confirmation, or the only one
app-key-esc = Cancel a choice; back from New match, Balance lab, Mods
app-key-zoom = Zoom
app-key-quit = Quit at once: every match is autosaved after each action, so nothing is lost

## Problems

app-problems-now = Now
app-problems-none = Nothing is failing now.
app-problems-copy = Copy { $place }
app-problems-copy-hover = Copy the file and line, to open it in an editor
app-problems-earlier = Earlier this session ({ $count })

## Notices

app-cannot-create-data = Cannot create { $path }: { $error }; matches will not be autosaved
app-no-content = No content directory (with rulesets/) was found: set GAME_HOST_CONTENT
app-no-reload-while-playing = Rules will not reload while playing: { $error }
app-no-reload = Rules will not reload: { $problem }
app-watching-files-failed = Watching files: { $error }
app-saved-to = Saved to { $path }
app-cannot-save = Cannot save to { $path }: { $error }
app-nothing-to-save = No match on screen to save
app-rules-window = Rules of { $game } — { $ruleset }

## Work on the rules thread: what it is, and what stopping it leaves

app-work-reloading = Reloading the rules
app-work-setting-up = Setting up the match
app-work-opening = Opening the match
app-work-next-move = Playing the next move
app-work-your-move = Playing your move
app-stopped = Stopped: { $what }; { $then }.
app-stop-autosave-keeps = its autosave on Home keeps every move played before this step
app-stop-match-left = the match is left (it has no autosave)
app-stop-file-stays = the file stays as it is
app-stop-nothing-played = nothing was played yet
