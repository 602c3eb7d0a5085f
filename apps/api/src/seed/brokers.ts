import { forkRandom } from '../lib/random.ts';
import { BROKERAGES, SURNAMES } from './data/phrases.ts';
import type { DistrictRef } from './reference-data.ts';

/** Each district's seeded brokers: the catalogue's broker listings are theirs, in turn. */
export const BROKERS_PER_DISTRICT = 2;

/** A stream of the seed's random numbers apart from the listings' (which use 1..n). */
const BROKER_STREAM = 2_000_000_000;

/**
 * A stored password hash that no password matches (verifyPassword knows only scrypt): a seeded
 * account nobody can log in to, where no development password was given (addPosterMembers).
 */
export const NO_LOGIN_PASSWORD_HASH = 'seeded$no-login';

export interface SeedBroker {
  /** Made from the district and the broker's number: unique, and the same every seed. */
  mobile: string;
  /** Surname only, as the display name (王先生) is made of it and the sex. */
  realName: string;
  sex: 1 | 2;
  /** As the listing shows the poster: brokerage and name. */
  posterName: string;
  /** 經紀人證號, in the form of the certificates the local government issues. */
  licence: string;
}

export function districtBrokers(district: DistrictRef, seed: number): SeedBroker[] {
  return Array.from({ length: BROKERS_PER_DISTRICT }, (_, index) => {
    const random = forkRandom(seed, BROKER_STREAM + district.id * BROKERS_PER_DISTRICT + index);
    const realName = random.pick(SURNAMES);
    const sex = random.chance(0.5) ? 1 : 2;
    const year = random.int(95, 114);
    const serial = district.id * BROKERS_PER_DISTRICT + index;
    // The serial makes each licence (the key the seed finds a broker's listings by) unique.
    const number = `${String(serial).padStart(4, '0')}${random.int(0, 9)}`;
    return {
      mobile: `0970${String(serial).padStart(6, '0')}`,
      realName,
      sex,
      posterName: `${random.pick(BROKERAGES)} ${realName}${sex === 1 ? '先生' : '小姐'}`,
      licence: `(${year})經紀證字第${number}號`,
    };
  });
}

/** The seeded broker who posted listing `id` of a district's broker listings. */
export function brokerOfListing(district: DistrictRef, id: number, seed: number): SeedBroker {
  return districtBrokers(district, seed)[id % BROKERS_PER_DISTRICT]!;
}
