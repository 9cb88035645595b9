/**
 * A small self-contained API reference rendered from /openapi.json (no CDN: the docs work offline
 * and under the default Content-Security-Policy, which allows same-origin scripts only).
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>GM Claim API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/docs.css">
</head>
<body>
<main>
<h1>GM Claim API</h1>
<p>Generated from <a href="/openapi.json">/openapi.json</a>. Errors are <code>{ "message", "code" }</code>.</p>
<div id="operations">Loading…</div>
</main>
<script src="/docs/docs.js"></script>
</body>
</html>`;

export const DOCS_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#0f0d1a;color:#eee}
main{max-width:960px;margin:0 auto;padding:24px}a{color:#b69cff}
section{border:1px solid #333;border-radius:8px;margin:12px 0;padding:12px}
.method{display:inline-block;min-width:56px;font-weight:700;text-transform:uppercase;color:#8ef}
.auth{color:#fc6;font-size:12px;margin-left:8px}pre{background:#1b1830;padding:8px;overflow:auto;font-size:12px}`;

export const DOCS_JS = `(async function () {
  var root = document.getElementById('operations');
  var doc = await (await fetch('/openapi.json')).json();
  root.textContent = '';
  Object.keys(doc.paths).forEach(function (path) {
    var item = doc.paths[path];
    Object.keys(item).forEach(function (method) {
      var op = item[method];
      var section = document.createElement('section');
      var head = document.createElement('div');
      var m = document.createElement('span'); m.className = 'method'; m.textContent = method;
      var p = document.createElement('code'); p.textContent = ' ' + path;
      head.appendChild(m); head.appendChild(p);
      if (op.security) { var a = document.createElement('span'); a.className = 'auth'; a.textContent = 'bearer'; head.appendChild(a); }
      var s = document.createElement('p'); s.textContent = op.summary;
      section.appendChild(head); section.appendChild(s);
      var body = op.requestBody && op.requestBody.content['application/json'].schema;
      var ok = op.responses['200'] && op.responses['200'].content && op.responses['200'].content['application/json'].schema;
      [['Request body', body], ['Response', ok]].forEach(function (pair) {
        if (!pair[1]) return;
        var h = document.createElement('strong'); h.textContent = pair[0];
        var pre = document.createElement('pre'); pre.textContent = JSON.stringify(pair[1], null, 2);
        section.appendChild(h); section.appendChild(pre);
      });
      root.appendChild(section);
    });
  });
})();`;
