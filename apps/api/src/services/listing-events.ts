/** What services tell the alert jobs (startAlertJobs); each call queues a job and returns. */
export interface ListingEvents {
  published(listingId: number): Promise<void>;
  /** Any price change: a drop can bring a listing into a search's price band. */
  repriced(listingId: number, priceChangeId: number): Promise<void>;
  /** Rented or sold. */
  closed(listingId: number): Promise<void>;
}
