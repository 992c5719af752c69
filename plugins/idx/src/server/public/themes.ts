import type { Template } from '../../shared/constants.ts';

interface Theme {
  font: string;
  bg: string;
  fg: string;
  accent: string;
  hero: string;
  radius: string;
}

/** The five templates of the new-site form (spec 002 §3): one look each, the same pages. */
export const THEMES: Record<Template, Theme> = {
  modern_real_estate: {
    font: 'system-ui, -apple-system, "Segoe UI", sans-serif',
    bg: '#f8fafc',
    fg: '#0f172a',
    accent: '#2563eb',
    hero: 'linear-gradient(135deg, #1e3a8a, #2563eb)',
    radius: '12px',
  },
  luxury_modern: {
    font: 'Georgia, "Times New Roman", serif',
    bg: '#0b0b0c',
    fg: '#f5f5f4',
    accent: '#d4af37',
    hero: 'linear-gradient(135deg, #111827, #3f3f46)',
    radius: '2px',
  },
  urban_contemporary: {
    font: '"Helvetica Neue", Arial, sans-serif',
    bg: '#f4f4f5',
    fg: '#18181b',
    accent: '#e11d48',
    hero: 'linear-gradient(135deg, #18181b, #e11d48)',
    radius: '0',
  },
  classic_family: {
    font: 'Verdana, Geneva, sans-serif',
    bg: '#fffbeb',
    fg: '#422006',
    accent: '#15803d',
    hero: 'linear-gradient(135deg, #166534, #65a30d)',
    radius: '16px',
  },
  commercial_pro: {
    font: '"Trebuchet MS", Tahoma, sans-serif',
    bg: '#f1f5f9',
    fg: '#0f172a',
    accent: '#0f766e',
    hero: 'linear-gradient(135deg, #0f172a, #0f766e)',
    radius: '6px',
  },
};

export function themeCss(template: Template): string {
  const t = THEMES[template] ?? THEMES.modern_real_estate;
  return `:root{--bg:${t.bg};--fg:${t.fg};--accent:${t.accent};--r:${t.radius}}
*{box-sizing:border-box}body{margin:0;font-family:${t.font};background:var(--bg);color:var(--fg);line-height:1.5}
a{color:var(--accent)}header.site{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:1rem 1.5rem;border-bottom:1px solid #8883}
header.site a.brand{font-weight:700;font-size:1.25rem;text-decoration:none;color:var(--fg)}nav a{margin-left:1rem}
.hero{background:${t.hero};color:#fff;padding:3rem 1.5rem}.hero h1{margin:0 0 .5rem;font-size:2rem}
main{max-width:1100px;margin:0 auto;padding:1.5rem}
form.search{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}form input,form select,form textarea,form button{font:inherit;padding:.5rem .75rem;border-radius:var(--r);border:1px solid #8886;max-width:100%}
form button{background:var(--accent);color:#fff;border:0;cursor:pointer}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:1rem}
.card{background:#fff1;border:1px solid #8884;border-radius:var(--r);overflow:hidden}.card img{width:100%;aspect-ratio:4/3;object-fit:cover;display:block}
.card .body{padding:.75rem}.price{font-size:1.25rem;font-weight:700}.muted{opacity:.75;font-size:.9rem}
.badge{display:inline-block;padding:0 .5rem;border-radius:999px;background:var(--accent);color:#fff;font-size:.8rem}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:.5rem}.gallery img{width:100%;border-radius:var(--r)}
.facts{display:flex;flex-wrap:wrap;gap:1.5rem;margin:1rem 0}.stack{display:grid;gap:.5rem;max-width:480px}
footer.site{border-top:1px solid #8883;padding:1rem 1.5rem;font-size:.85rem;opacity:.85}
.pages{display:flex;flex-wrap:wrap;gap:1rem;margin:1rem 0}`;
}
