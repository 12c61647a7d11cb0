// Writes the small SVG pictures the /modelo sample data points at (apps/web/modelo/public/img/**); deterministic.
// Run: node apps/web/modelo/scripts/make-images.mjs
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../public/img');

const PALETTE = [
  ['#7367f0', '#e8e6fd'],
  ['#28c76f', '#dff7e9'],
  ['#ff9f43', '#fff0e1'],
  ['#ea5455', '#fce4e4'],
  ['#00cfe8', '#d9f8fc'],
  ['#4b4b9a', '#e3e3f3'],
  ['#e83e8c', '#fbe1ee'],
  ['#20c997', '#dcf7ef'],
  ['#fd7e14', '#ffead8'],
  ['#6f42c1', '#ebe3f6'],
  ['#1e88e5', '#deedfb'],
  ['#8d6e63', '#efe9e7'],
];

function write(rel, svg) {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = svg.replace(/\s*\n\s*/g, '');
  if (text.length >= 2048) throw new Error(`${rel} tem ${text.length} bytes (limite 2 KB)`);
  fs.writeFileSync(file, `${text}\n`);
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

// Avatars: a simple person silhouette on a coloured circle.
function avatar(n) {
  const [strong, soft] = PALETTE[(n - 1) % PALETTE.length];
  const hair = ['#3b2a20', '#1f1f1f', '#8a5a2b', '#c9a15a'][n % 4];
  return svg(
    120,
    120,
    `<rect width="120" height="120" rx="60" fill="${soft}"/>
     <clipPath id="c"><rect width="120" height="120" rx="60"/></clipPath>
     <g clip-path="url(#c)">
       <path d="M18 124c4-26 22-38 42-38s38 12 42 38z" fill="${strong}"/>
       <circle cx="60" cy="50" r="22" fill="#f1c9a5"/>
       <path d="M37 48c0-16 10-25 23-25s23 9 23 25c-6-8-14-11-23-11s-17 3-23 11z" fill="${hair}"/>
     </g>`,
  );
}

// Product drawings by the name's keywords, in the product's colour.
const PRODUCT_NAMES = [
  'Nimbus Wireless Earbuds',
  'Apple Orchard Smartwatch Band',
  'Lumen Desk Lamp',
  'Apple Laptop Sleeve 13"',
  'Vela 4K Action Camera',
  'Cobalt Mechanical Keyboard',
  'Brisa Portable Fan',
  'Apple Stand for Tablets',
  'Granite Gaming Mouse',
  'Marola Bluetooth Speaker',
  'Pinhal Ergonomic Chair',
  'Aurora 27" Monitor',
  'Cerrado Power Bank 20000',
  'Norte Smart Thermostat',
  'Apple Charging Dock',
  'Ulmeiro Noise-Cancelling Headphones',
  'Ravena Drawing Tablet',
  'Tavares Espresso Machine',
  'Sardinha Fitness Tracker',
  'Quintal Robot Vacuum',
  'Apple Wood Phone Case',
  'Lumen Ring Light',
  'Vela Drone Mini',
  'Cobalt USB-C Hub',
  'Aurora Ultra-wide Curved Monitor',
  'Granite Studio Workstation',
  'Nimbus Smart Home Starter Kit',
];

const SHAPES = [
  [
    /earbud/i,
    (c) =>
      `<circle cx="75" cy="95" r="18" fill="${c}"/><rect x="70" y="100" width="10" height="40" rx="5" fill="${c}"/><circle cx="125" cy="95" r="18" fill="${c}"/><rect x="120" y="100" width="10" height="40" rx="5" fill="${c}"/>`,
  ],
  [
    /headphone/i,
    (c) =>
      `<path d="M55 120v-20a45 45 0 0 1 90 0v20" fill="none" stroke="${c}" stroke-width="10"/><rect x="45" y="110" width="24" height="40" rx="8" fill="${c}"/><rect x="131" y="110" width="24" height="40" rx="8" fill="${c}"/>`,
  ],
  [
    /watch|tracker/i,
    (c) =>
      `<rect x="85" y="40" width="30" height="120" rx="10" fill="${c}" opacity=".5"/><rect x="70" y="70" width="60" height="60" rx="14" fill="${c}"/><rect x="78" y="78" width="44" height="44" rx="8" fill="#fff"/><path d="M100 88v13l8 6" stroke="${c}" stroke-width="4" fill="none"/>`,
  ],
  [
    /laptop|workstation/i,
    (c) =>
      `<rect x="50" y="55" width="100" height="68" rx="6" fill="${c}"/><rect x="57" y="62" width="86" height="54" fill="#fff"/><path d="M35 128h130l-10 14H45z" fill="${c}"/>`,
  ],
  [
    /monitor/i,
    (c) =>
      `<rect x="40" y="50" width="120" height="76" rx="6" fill="${c}"/><rect x="47" y="57" width="106" height="62" fill="#fff"/><rect x="94" y="126" width="12" height="18" fill="${c}"/><rect x="74" y="144" width="52" height="7" rx="3" fill="${c}"/>`,
  ],
  [
    /tablet|stand/i,
    (c) =>
      `<rect x="62" y="45" width="76" height="110" rx="10" fill="${c}"/><rect x="69" y="54" width="62" height="88" rx="3" fill="#fff"/><circle cx="100" cy="148" r="3" fill="#fff"/>`,
  ],
  [
    /phone|case|power bank/i,
    (c) =>
      `<rect x="74" y="40" width="52" height="120" rx="12" fill="${c}"/><rect x="80" y="52" width="40" height="92" rx="4" fill="#fff"/><circle cx="100" cy="151" r="3" fill="#fff"/>`,
  ],
  [
    /camera|drone/i,
    (c) =>
      `<rect x="50" y="70" width="100" height="68" rx="10" fill="${c}"/><rect x="65" y="60" width="28" height="14" rx="4" fill="${c}"/><circle cx="100" cy="104" r="22" fill="#fff"/><circle cx="100" cy="104" r="12" fill="${c}"/>`,
  ],
  [
    /keyboard|hub/i,
    (c) =>
      `<rect x="35" y="75" width="130" height="55" rx="8" fill="${c}"/>${[0, 1, 2].map((r) => [0, 1, 2, 3, 4, 5].map((k) => `<rect x="${45 + k * 19}" y="${84 + r * 14}" width="14" height="9" rx="2" fill="#fff"/>`).join('')).join('')}`,
  ],
  [
    /mouse/i,
    (c) =>
      `<rect x="72" y="50" width="56" height="96" rx="28" fill="${c}"/><path d="M100 50v34M72 84h56" stroke="#fff" stroke-width="4"/>`,
  ],
  [
    /speaker|thermostat|vacuum|kit/i,
    (c) =>
      `<circle cx="100" cy="100" r="52" fill="${c}"/><circle cx="100" cy="100" r="30" fill="#fff"/><circle cx="100" cy="100" r="14" fill="${c}"/>`,
  ],
  [
    /lamp|light/i,
    (c) =>
      `<path d="M70 60h60l-14 40H84z" fill="${c}"/><rect x="96" y="100" width="8" height="44" fill="${c}"/><rect x="72" y="144" width="56" height="8" rx="4" fill="${c}"/><circle cx="100" cy="110" r="6" fill="#ffd54f"/>`,
  ],
  [
    /fan/i,
    (c) =>
      `<circle cx="100" cy="90" r="44" fill="none" stroke="${c}" stroke-width="8"/><path d="M100 90l-24-20M100 90l30-6M100 90l-6 30" stroke="${c}" stroke-width="12" stroke-linecap="round"/><rect x="94" y="134" width="12" height="18" fill="${c}"/>`,
  ],
  [
    /chair/i,
    (c) =>
      `<rect x="70" y="40" width="60" height="60" rx="12" fill="${c}"/><rect x="62" y="104" width="76" height="16" rx="6" fill="${c}"/><path d="M100 120v24M76 152l24-8 24 8" stroke="${c}" stroke-width="6" fill="none"/>`,
  ],
  [
    /espresso|machine/i,
    (c) =>
      `<rect x="60" y="45" width="80" height="30" rx="6" fill="${c}"/><rect x="60" y="75" width="20" height="75" fill="${c}"/><rect x="60" y="145" width="80" height="10" rx="3" fill="${c}"/><rect x="95" y="110" width="26" height="30" rx="4" fill="#fff" stroke="${c}" stroke-width="4"/>`,
  ],
];

function product(n) {
  const name = PRODUCT_NAMES[n - 1];
  const [strong, soft] = PALETTE[(n - 1) % PALETTE.length];
  const draw = (SHAPES.find(([re]) => re.test(name)) ?? SHAPES.find(([re]) => re.test('speaker')))[1];
  return svg(
    200,
    200,
    `<rect width="200" height="200" fill="${soft}"/><ellipse cx="100" cy="165" rx="62" ry="8" fill="#000" opacity=".07"/>${draw(strong)}`,
  );
}

// Abstract gradient shapes for covers, blog posts and photos.
function abstract(n, w, h) {
  const [a] = PALETTE[(n - 1) % PALETTE.length];
  const [b] = PALETTE[(n + 3) % PALETTE.length];
  const [c] = PALETTE[(n + 6) % PALETTE.length];
  const r = (k) =>
    Math.round((((n * 37 + k * 53) % 100) / 100) * Math.min(w, h) * 0.35 + Math.min(w, h) * 0.15);
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
     <rect width="${w}" height="${h}" fill="url(#g)"/>
     <circle cx="${Math.round(w * 0.2)}" cy="${Math.round(h * 0.75)}" r="${r(1)}" fill="#fff" opacity=".18"/>
     <circle cx="${Math.round(w * 0.8)}" cy="${Math.round(h * 0.25)}" r="${r(2)}" fill="${c}" opacity=".45"/>
     <path d="M0 ${Math.round(h * 0.8)}Q${Math.round(w * 0.35)} ${Math.round(h * 0.55)} ${w} ${Math.round(h * 0.85)}V${h}H0z" fill="#fff" opacity=".22"/>`,
  );
}

// Knowledge-base and pricing illustrations: an icon-like drawing on a soft card.
function badge(n, inner) {
  const [strong, soft] = PALETTE[(n - 1) % PALETTE.length];
  return svg(120, 120, `<rect width="120" height="120" rx="24" fill="${soft}"/>${inner(strong)}`);
}
const KB = [
  (c) =>
    `<path d="M30 86l20-20 16 14 24-30" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="90" cy="50" r="7" fill="${c}"/>`,
  (c) =>
    `<path d="M28 50l44-18v56L28 70z" fill="${c}"/><rect x="72" y="44" width="16" height="32" rx="4" fill="${c}" opacity=".6"/>`,
  (c) =>
    `<path d="M46 40l-18 20 18 20M74 40l18 20-18 20" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  (c) =>
    `<circle cx="60" cy="46" r="16" fill="${c}"/><path d="M30 92c2-18 14-26 30-26s28 8 30 26z" fill="${c}"/>`,
  (c) =>
    `<rect x="26" y="36" width="68" height="48" rx="6" fill="${c}"/><path d="M28 40l32 24 32-24" stroke="#fff" stroke-width="5" fill="none"/>`,
  (c) => `<path d="M30 34h60L68 62v24l-16 8V62z" fill="${c}"/>`,
];
const PRICING = {
  basic: (c) => `<circle cx="60" cy="62" r="26" fill="${c}"/>`,
  standard: (c) => `<path d="M60 30l10 22 24 2-18 16 6 24-22-13-22 13 6-24-18-16 24-2z" fill="${c}"/>`,
  enterprise: (c) =>
    `<rect x="32" y="40" width="24" height="52" fill="${c}"/><rect x="60" y="26" width="28" height="66" fill="${c}" opacity=".75"/><path d="M24 92h72" stroke="${c}" stroke-width="6"/>`,
};

fs.rmSync(out, { recursive: true, force: true });
for (let n = 1; n <= 12; n += 1) write(`avatars/${n}.svg`, avatar(n));
PRODUCT_NAMES.forEach((_, i) => write(`products/${i + 1}.svg`, product(i + 1)));
for (let n = 1; n <= 6; n += 1) write(`blog/${n}.svg`, abstract(n, 800, 450));
KB.forEach((draw, i) => write(`kb/${i + 1}.svg`, badge(i + 1, draw)));
Object.entries(PRICING).forEach(([name, draw], i) => write(`pricing/${name}.svg`, badge(i + 1, draw)));
write('profile/cover.svg', abstract(1, 1200, 300));
for (let n = 1; n <= 3; n += 1) write(`profile/post-${n}.svg`, abstract(n + 6, 800, 450));
for (let n = 1; n <= 9; n += 1) write(`profile/photo-${n}.svg`, abstract(n + 2, 300, 300));
write(
  'icons/pdf.svg',
  svg(
    48,
    48,
    `<path d="M10 4h20l10 10v30H10z" fill="#ea5455"/><path d="M30 4v10h10" fill="#f8b4b4"/><text x="25" y="36" font-family="Arial,sans-serif" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">PDF</text>`,
  ),
);
console.log(`imagens escritas em ${out}`);
