import type { Database, Transaction } from '../db/client.ts';

/**
 * What services tell the alert jobs (startAlertJobs); each call queues a job and returns. Given
 * the transaction of the change (`within`), the job is queued in it: committed with the change,
 * or not at all, so a change answered is never left without its event (the database going away
 * between the two, the process ending there).
 */
export interface ListingEvents {
  published(listingId: number, within?: Database | Transaction): Promise<void>;
  /** Any price change: a drop can bring a listing into a search's price band. */
  repriced(
    listingId: number,
    priceChangeId: number,
    within?: Database | Transaction,
  ): Promise<void>;
  /** Rented or sold. */
  closed(listingId: number, within?: Database | Transaction): Promise<void>;
}
