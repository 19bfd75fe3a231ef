# Choosing files: the system's dialogs (host/src/gui/file_dialog.rs), the app's own file
# browser when there is none (host/src/gui/file_picker.rs), and the game picker shared by
# forms (host/src/gui/pickers.rs).

## Titles, of the system's dialog and of the app's browser

files-open-title = Open a saved match
files-save-title = Save the match
files-install-mod-title = Install a mod
# The system dialog's filters: the kind of file.
files-filter-mod = Mod
files-filter-saved-match = Saved match

## When there is no system dialog

files-no-thread = No file dialog ({ $error }): choose the file here instead.
files-dialog-failed = The file dialog failed; choose the file here instead.
files-no-dialog = No file dialog is available here (no desktop portal or zenity); choose the file here instead.

## The app's own browser

# $path: the folder; $error: the system's reason.
files-cannot-read = Cannot read { $path }: { $error }
files-type-a-name = Type a file name.
files-name-only = Type a name only; choose the folder above.
files-choose-in-list = Choose a file in the list.
files-up = Up
files-up-hover = The folder above
files-show-hidden = Show hidden folders and files
# $extension: json, zip.
files-nothing-here = No folders and no .{ $extension } files here.
files-file-name = File name:
files-file-name-hint = e.g. friday (.json is added)
# Accessibility label of the field.
files-file-name-label = File name
files-ok = OK
files-cancel = Cancel
files-exists = { $name } exists: OK again replaces it.

## Pickers

files-choose-game = Choose the game
