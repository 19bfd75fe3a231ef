# Kata-kata aplikasi dalam Bahasa Indonesia: setiap id di sini ada juga di `../en/host.ftl`.
# Istilah permainan mengikuti `../glossary.md`.

language-name = Bahasa Indonesia

## Satuan

unit-games = { $count } permainan

## Menu Tampilan

menu-language = Bahasa
menu-language-system = Ikuti sistem ({ $language })
