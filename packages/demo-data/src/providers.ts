// Providers: invented studio names that look real. Each studio makes some game types; a world
// holds 12–20 of them, always with at least two live studios and one crash studio.
import type { GameType, Provider } from '@casino/core';
import { AssetId } from './assets.ts';
import type { Random } from './random.ts';
import { slugify } from './text.ts';

export interface ProviderSeed {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly makes: readonly GameType[];
  /** Relative share of the games of the types it makes. */
  readonly weight: number;
}

const studio = (name: string, makes: readonly GameType[], weight: number) => ({ name, makes, weight });

const mustHave = [
  studio('Bohemia Gaming', ['Slot', 'Table'], 5),
  studio('Golden Reel Studios', ['Slot'], 6),
  studio('Pražské Hry', ['Slot', 'Table'], 3),
  studio('Apex Live', ['Live'], 5),
  studio('Velvet Dealer Studio', ['Live', 'Table'], 3),
  studio('Orbit Instant', ['Crash', 'Table'], 2),
] as const;

const optional = [
  studio('Nordic Spin', ['Slot'], 4),
  studio('Quantum Reels', ['Slot'], 4),
  studio('Lucky Fox Games', ['Slot', 'Crash'], 3),
  studio('Stellar Play', ['Slot'], 3),
  studio('Moravia Slots', ['Slot'], 2),
  studio('Hexa Gaming', ['Slot', 'Table'], 2),
  studio('Blue Ocean Gaming', ['Slot'], 2),
  studio('Kingmaker Studios', ['Slot', 'Crash'], 2),
  studio('Černý Kocour', ['Slot'], 2),
  studio('Arcadia Live', ['Live'], 3),
  studio('Ember Games', ['Slot'], 2),
  studio('Thunderbolt Interactive', ['Slot', 'Table'], 3),
  studio('Šumavské Automaty', ['Slot'], 1),
  studio('Neon Tiger', ['Slot', 'Crash'], 2),
  studio('Silverline Casino Tech', ['Table', 'Slot'], 2),
] as const;

export const generateProviderSeeds = (random: Random): ProviderSeed[] => {
  const count = random.int(12, 20);
  const chosen = [...mustHave, ...random.sample(optional, count - mustHave.length)];
  return chosen.map((entry) => {
    const slug = slugify(entry.name);
    return { id: `prov-${slug}`, slug, name: entry.name, makes: entry.makes, weight: entry.weight };
  });
};

/** The finished provider, with the codes of its games. */
export const toProvider = (seed: ProviderSeed, games: readonly string[]): Provider => ({
  id: seed.id,
  slug: seed.slug,
  name: seed.name,
  games,
  iconImage: AssetId.providerIcon(seed.slug),
  logoLight: AssetId.providerLogoLight(seed.slug),
  logoDark: AssetId.providerLogoDark(seed.slug),
});
