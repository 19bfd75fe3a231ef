-- attack: files, processes and modules
-- category: absent
-- expect: error: global 'io'
return { run = function(ctx) return io.open("/etc/passwd") or os.execute("true") or require("os") end }
