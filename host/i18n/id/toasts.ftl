# Masalah dan pemberitahuan di pojok layar.

toasts-dismiss = Tutup
