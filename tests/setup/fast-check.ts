// Property tests are deterministic: every fc.assert starts from one fixed seed, so a CI run repeats
// exactly. Explore other inputs by hand with FC_SEED=<n> (fast-check prints the seed of a failure).
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });
