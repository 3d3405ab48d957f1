// The look of the server-written content in the moments before the screens' scripts run (their own
// styles arrive with them): the kit's colours and font, a readable column, pictures that fit (also in
// the copy the shell shows while a screen loads: .kit-prerendered). The shell's margins, and the first
// photo of a sale in the box of the property page's gallery (its column beside the 380 px auction
// panel; 4:3 on a phone, 3:2 wider): the screen that replaces it shows that photo no larger.
export const PRERENDER_CSS = `body{margin:0;font-family:'DejaVu Sans','Segoe UI',system-ui,-apple-system,sans-serif;color:#1f2933;background:#f4f6f8;line-height:1.45}
a{color:#0b3d5c}
.ssr{min-height:100vh;display:flex;flex-direction:column}
.ssr-header{background:#fff;border-bottom:1px solid #d9dee4;padding:0.9rem 1.25rem;min-height:64px;box-sizing:border-box}
.ssr-brand{font-weight:700;font-size:1.15rem;text-decoration:none}
.ssr-main{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:1.5rem 1.25rem 3rem;box-sizing:border-box}
.ssr-main img,.kit-prerendered img{max-width:100%;height:auto;border-radius:10px}
.ssr-first-photo{display:block;width:100%;aspect-ratio:3/2;object-fit:cover}
@media (min-width:768px){.ssr-first-photo{width:calc(100% - 380px - 2rem)}}
@media (max-width:767.98px){.ssr-main{padding:1rem 1rem 2.5rem}.ssr-first-photo{aspect-ratio:4/3}}
.ssr-cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:1rem}
.ssr-card{background:#fff;border-radius:10px;padding:1rem}
.ssr-card-photo{display:block;width:320px;max-width:100%;aspect-ratio:320/213;border-radius:10px;background:#e7ebef;overflow:hidden}
.ssr-card-photo img{display:block;width:100%;height:100%}
.ssr-card h3{font-size:1rem;margin:0.5rem 0}
.ssr-price{font-weight:700}
.ssr-facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:0.5rem}
.ssr-facts dt{color:#5f6b7a;font-size:0.9rem}
.ssr-facts dd{margin:0;font-weight:700}
.ssr-footer{background:#0b3d5c;color:#fff;padding:1.5rem 1.25rem;display:flex;flex-wrap:wrap;gap:2rem}
.ssr-footer a{color:#fff}
.ssr-footer ul{list-style:none;padding:0;margin:0}
.ssr-footer li{margin:0.3rem 0}
`;
