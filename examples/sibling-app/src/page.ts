import type { SiblingConfig } from './config.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The example's home page: the hub's script tag, a sign-up form and the cross-sell widget. */
export function homePage(cfg: SiblingConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sibling App</title>
<script src="${esc(cfg.hub)}/sdk.js" data-app="${esc(cfg.app)}" data-key="${esc(cfg.key)}" defer></script>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:880px;margin:0 auto;padding:24px;color:#111827}
section{margin:32px 0}
form{display:flex;gap:8px}
input,button{font:inherit;padding:8px 12px;border-radius:8px;border:1px solid #d1d5db}
button{background:#4f46e5;color:#fff;border:0}
</style>
</head>
<body>
<header><h1>Sibling App</h1><p>A small app of the ecosystem, reporting to the hub.</p></header>
<section>
<h2>Join</h2>
<form id="signup"><input name="email" type="email" placeholder="you@example.com" required><button>Sign up</button></form>
<p id="status" role="status"></p>
</section>
<section>
<h2>From the same ecosystem</h2>
<ecohub-cross-sell id="cross-sell" app="${esc(cfg.app)}" style="display:block;height:180px"></ecohub-cross-sell>
</section>
<footer><p>Events from this page reach the hub's SuperHub dashboard.</p></footer>
<script>
document.getElementById('signup').addEventListener('submit', async (e) => {
  e.preventDefault();
  const email = new FormData(e.target).get('email');
  const res = await fetch('/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  document.getElementById('status').textContent = res.ok ? 'Welcome!' : 'Sign-up failed';
  if (res.ok && window.EcoHub) window.EcoHub.identify(email);
});
</script>
</body>
</html>`;
}
