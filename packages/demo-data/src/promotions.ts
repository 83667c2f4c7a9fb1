// Promotions for every audience (visibleTo all / logged in / not logged in / unset), Published and
// Draft, opted into by template code or tag; and CMS content pages.
import type { ContentPage, ContentStatus, Promotion, PromotionVisibility } from '@casino/core';
import { AssetId } from './assets.ts';
import type { GameDraft } from './games.ts';
import type { Random } from './random.ts';

interface PromotionSeed {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** The same text in English: the world holds both languages of what a visitor reads. */
  readonly englishDescription: string;
  readonly templateCode: string | null;
  readonly tagName: string | null;
  readonly visibleTo: PromotionVisibility | null;
  readonly status: ContentStatus;
  readonly games: 'slots' | 'live' | 'jackpot' | 'none';
}

const promotionSeeds: readonly PromotionSeed[] = [
  {
    slug: 'uvitaci-bonus',
    title: 'Uvítací bonus 100 %',
    description: 'Zaregistrujte se a první vklad vám zdvojnásobíme až do 5 000 Kč.',
    englishDescription: 'Sign up and we double your first deposit up to 5,000 CZK.',
    templateCode: 'WELCOME_100',
    tagName: null,
    visibleTo: 'not logged in',
    status: 'Published',
    games: 'none',
  },
  {
    slug: 'patecni-free-spiny',
    title: 'Páteční free spiny',
    description: 'Každý pátek 50 free spinů na vybrané automaty.',
    englishDescription: '50 free spins on selected slots every Friday.',
    templateCode: 'FRIDAY_FS',
    tagName: 'friday-spins',
    visibleTo: 'logged in',
    status: 'Published',
    games: 'slots',
  },
  {
    slug: 'turnaj-knih',
    title: 'Turnaj knižních automatů',
    description: 'Hrajte automaty s knihami a soutěžte o 100 000 Kč.',
    englishDescription: 'Play book slots and compete for 100,000 CZK.',
    templateCode: null,
    tagName: 'tournament-books',
    visibleTo: 'all',
    status: 'Published',
    games: 'slots',
  },
  {
    slug: 'cashback-10',
    title: 'Cashback 10 %',
    description: 'Každé pondělí vrátíme 10 % z prohraných sázek.',
    englishDescription: 'Every Monday we return 10 % of your lost bets.',
    templateCode: 'CASHBACK_10',
    tagName: null,
    visibleTo: null,
    status: 'Published',
    games: 'none',
  },
  {
    slug: 'zlate-zetony-ruleta',
    title: 'Zlaté žetony na ruletu',
    description: 'Získejte zlaté žetony na živou ruletu.',
    englishDescription: 'Get golden chips for live roulette.',
    templateCode: 'GOLDEN_LIVE',
    tagName: 'golden-roulette',
    visibleTo: 'logged in',
    status: 'Published',
    games: 'live',
  },
  {
    slug: 'jackpotova-horecka',
    title: 'Jackpotová horečka',
    description: 'Dvojnásobné šance na jackpot o víkendu.',
    englishDescription: 'Double jackpot chances at the weekend.',
    templateCode: 'JP_FEVER',
    tagName: null,
    visibleTo: 'all',
    status: 'Published',
    games: 'jackpot',
  },
  {
    slug: 'vyzva-blackjack',
    title: 'Blackjacková výzva',
    description: 'Vyhrajte 10 rukou v řadě a získejte odměnu.',
    englishDescription: 'Win 10 hands in a row and get a reward.',
    templateCode: 'LIVE_BJ',
    tagName: 'live-bj',
    visibleTo: 'all',
    status: 'Draft',
    games: 'live',
  },
  {
    slug: 'adventni-kalendar',
    title: 'Adventní kalendář',
    description: 'Každý den nové překvapení.',
    englishDescription: 'A new surprise every day.',
    templateCode: 'XMAS_CAL',
    tagName: null,
    visibleTo: 'not logged in',
    status: 'Draft',
    games: 'slots',
  },
  {
    slug: 'vip-vikend',
    title: 'VIP víkend',
    description: 'Exkluzivní odměny pro věrné hráče.',
    englishDescription: 'Exclusive rewards for loyal players.',
    templateCode: null,
    tagName: 'vip',
    visibleTo: 'logged in',
    status: 'Draft',
    games: 'none',
  },
];

/** What the demo player is opted into (one by template code, one by tag). */
export const OPTED_IN_TEMPLATE_CODES = ['FRIDAY_FS'] as const;
export const OPTED_IN_TAGS = ['tournament-books'] as const;

export const generatePromotions = (random: Random, drafts: readonly GameDraft[]): Promotion[] => {
  const pools = {
    slots: drafts.filter((d) => d.game.type === 'Slot'),
    live: drafts.filter((d) => d.live),
    jackpot: drafts.filter((d) => d.game.jackpot),
    none: [],
  } as const;
  return promotionSeeds.map((seed, index) => ({
    id: `promo-${index + 1}`,
    slug: seed.slug,
    title: seed.title,
    description: seed.description,
    image: AssetId.promotion(seed.slug),
    games: random.sample(pools[seed.games], random.int(3, 8)).map((d) => d.game.gameCode),
    templateCode: seed.templateCode,
    tagName: seed.tagName,
    visibleTo: seed.visibleTo,
    status: seed.status,
  }));
};

/** Czech promotion descriptions → English. */
export const promotionEnglish = (): Record<string, string> => Object.fromEntries(promotionSeeds.map((seed) => [seed.description, seed.englishDescription]));

interface PageSeed {
  readonly slug: string;
  readonly title: string;
  readonly status: ContentStatus;
  readonly body: string;
  readonly englishTitle: string;
  readonly englishBody: string;
}

const pageHtml = (title: string, body: string) => `<article><h1>${title}</h1>${body}</article>`;

const page = (slug: string, title: string, status: ContentStatus, body: string, englishTitle: string, englishBody: string): PageSeed => ({
  slug,
  title,
  status,
  body,
  englishTitle,
  englishBody,
});

const toContentPage = (seed: PageSeed): ContentPage => ({
  id: `page-${seed.slug}`,
  slug: seed.slug,
  title: seed.title,
  html: pageHtml(seed.title, seed.body),
  status: seed.status,
  seoId: `seo-page-${seed.slug}`,
});

export const generateContentPages = (): ContentPage[] => pageSeeds.map(toContentPage);

/** Czech page HTML → English (page titles are in english-titles.ts with the other titles). */
export const contentPageEnglish = (): Record<string, string> =>
  Object.fromEntries(pageSeeds.map((seed) => [pageHtml(seed.title, seed.body), pageHtml(seed.englishTitle, seed.englishBody)]));

const pageSeeds: readonly PageSeed[] = [
  page(
    'zodpovedne-hrani',
    'Zodpovědné hraní',
    'Published',
    '<p>Hrajte s rozumem. Nastavte si <strong>limity vkladů</strong> a času stráveného hrou.</p><ul><li>Denní limit</li><li>Týdenní limit</li><li>Sebevyloučení</li></ul>',
    'Responsible gaming',
    '<p>Play sensibly. Set your own <strong>deposit limits</strong> and limits on time spent playing.</p><ul><li>Daily limit</li><li>Weekly limit</li><li>Self-exclusion</li></ul>',
  ),
  page(
    'pravidla-turnaju',
    'Pravidla turnajů',
    'Published',
    '<p>Turnaje probíhají každý týden od pondělí 00:00 do neděle 23:59. Body získáváte za každou sázku v turnajových hrách.</p><ol><li><strong>Registrace</strong>: do turnaje se zapojíte na jeho stránce v sekci Turnaje; účast je zdarma.</li><li><strong>Hra</strong>: za každých 10 Kč sázky získáte 1 bod, za výhru nad stonásobek sázky 50 bodů navíc. Hry zdarma a bonusové prostředky se nepočítají.</li><li><strong>Vyhodnocení</strong>: po skončení turnaje vyhlásíme pořadí do 24 hodin; ceny připíšeme na účet do 3 pracovních dnů. Při shodě bodů rozhoduje dřívější zisk.</li></ol><p>Hrajte zodpovědně: turnajové body nejsou důvodem sázet víc, než jste si určili.</p>',
    'Tournament rules',
    '<p>Tournaments run every week from Monday 00:00 to Sunday 23:59. You earn points for every bet in the tournament games.</p><ol><li><strong>Registration</strong>: join a tournament on its page in the Tournaments section; taking part is free.</li><li><strong>Play</strong>: every 10 CZK bet earns 1 point, and a win of over a hundred times the bet 50 points more. Free games and bonus funds do not count.</li><li><strong>Results</strong>: the ranking is announced within 24 hours of the tournament’s end; prizes are credited within 3 working days. On equal points the earlier score wins.</li></ol><p>Play responsibly: tournament points are no reason to bet more than you set out to.</p>',
  ),
  page(
    'jak-hrat-ruletu',
    'Jak hrát ruletu',
    'Published',
    '<p>Ruleta má 37 polí. Vsadit můžete na číslo, barvu nebo skupinu čísel.</p><p><a href="/kasino-zive/kategorie/live-ruleta">Zahrát si živou ruletu</a></p>',
    'How to play roulette',
    '<p>Roulette has 37 pockets. You can bet on a number, a colour or a group of numbers.</p><p><a href="/kasino-zive/kategorie/live-ruleta">Play live roulette</a></p>',
  ),
  page(
    'novinky-prosinec',
    'Novinky v prosinci',
    'Draft',
    '<p>Připravujeme nové automaty a vánoční turnaje.</p>',
    'New in December',
    '<p>New slots and Christmas tournaments are on their way.</p>',
  ),
  page(
    'vip-program',
    'VIP program',
    'Draft',
    '<p>Věrní hráči získávají body, bonusy a osobního manažera.</p><table><tr><th>Úroveň</th><th>Cashback</th></tr><tr><td>Zlatá</td><td>5 %</td></tr></table>',
    'VIP programme',
    '<p>Loyal players earn points, bonuses and a personal manager.</p><table><tr><th>Level</th><th>Cashback</th></tr><tr><td>Gold</td><td>5 %</td></tr></table>',
  ),
];
