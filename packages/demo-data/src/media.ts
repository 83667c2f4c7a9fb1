// Carousels of both lobbies and video widgets.
import { isPromotionRestricted, type Carousel, type CarouselSlide, type Game, type Promotion, type VideoWidget } from '@casino/core';
import { AssetId, assetPath } from './assets.ts';

/**
 * The promotions navigation may link: published and open to guests and players alike. The portal
 * renders one navigation for every visitor, so a link to a restricted promotion would be a 404 for
 * someone (issue 21, finding 7).
 */
export const openPromotions = (promotions: readonly Promotion[]): Promotion[] =>
  promotions.filter((promotion) => promotion.status === 'Published' && !isPromotionRestricted(promotion, true) && !isPromotionRestricted(promotion, false));

const slide = (id: string, title: string, link: string | null): CarouselSlide => ({ id, title, image: AssetId.carouselSlide(id), link });

const playTitle = (name: string) => ({ cs: `Zahrajte si ${name}`, en: `Play ${name}` });
const seatTitle = (name: string) => ({ cs: `Usedněte k ${name}`, en: `Take a seat at ${name}` });

/** The English of the slides that name a game (the other slide titles are in english-titles.ts). */
export const carouselEnglish = (games: readonly Game[]): Record<string, string> => {
  const casinoGame = games.find((game) => game.type === 'Slot');
  const liveGame = games.find((game) => game.type === 'Live');
  return Object.fromEntries(
    [...(casinoGame ? [playTitle(casinoGame.name)] : []), ...(liveGame ? [seatTitle(liveGame.name)] : [])].map((title) => [title.cs, title.en]),
  );
};

export const generateCarousels = (promotions: readonly Promotion[], games: readonly Game[]): Carousel[] => {
  const casinoGame = games.find((game) => game.type === 'Slot');
  const liveGame = games.find((game) => game.type === 'Live');
  const promoSlides = openPromotions(promotions)
    .slice(0, 3)
    .map((promotion) => slide(`casino-${promotion.slug}`, promotion.title, `/promo-bonusy/${promotion.slug}`));
  return [
    {
      id: 'carousel-casino-hero',
      lobby: 'casino',
      slides: [
        ...promoSlides,
        ...(casinoGame ? [slide('casino-game', playTitle(casinoGame.name).cs, `/hra/${casinoGame.gameCode}`)] : []),
        slide('casino-turnaje', 'Týdenní turnaje', '/tournaments'),
      ],
    },
    {
      id: 'carousel-casino-jackpots',
      lobby: 'casino',
      slides: [slide('jackpots-all', 'Jackpoty rostou každou vteřinu', '/jackpoty'), slide('jackpots-info', 'Jak fungují jackpoty', null)],
    },
    {
      id: 'carousel-live-hero',
      lobby: 'live',
      slides: [
        slide('live-studio', 'Živé kasino z Prahy', '/kasino-zive'),
        ...(liveGame ? [slide('live-game', seatTitle(liveGame.name).cs, `/hra/${liveGame.gameCode}`)] : []),
        slide('live-ruleta', 'Ruleta s českými dealery', '/kasino-zive/kategorie/live-ruleta'),
      ],
    },
  ];
};

const video = (id: string, title: string, withPoster: boolean): VideoWidget => ({
  id,
  title,
  videoUrl: assetPath(AssetId.video(id)),
  posterImage: withPoster ? AssetId.videoPoster(id) : null,
});

export const generateVideoWidgets = (): VideoWidget[] => [
  video('novinky-tydne', 'Novinky týdne', true),
  video('live-studio', 'Nahlédněte do živého studia', true),
  video('jak-hrat-megaways', 'Jak hrát Megaways', false),
];
