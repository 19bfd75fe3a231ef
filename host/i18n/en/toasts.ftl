# Problems and notices in a corner (host/src/gui/toasts.rs).

toasts-dismiss = Dismiss
