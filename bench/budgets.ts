/**
 * Every budget of the bench, in one place: the figures carry them, the report prints them and
 * bench/results.json records them. A full run exits with 1 when one is not met.
 */
export const BUDGETS = {
  /** The JavaScript of the first pages people see, `/` and `/login`: KB (1024 bytes) gzip. */
  firstPagesJsKb: 215,
  /** The JavaScript of the driver's phone page, `/d/{token}`, opened in a cab on a weak network. */
  driverPageJsKb: 100,
  /** The lane map's code and atlas, downloaded by the pages that show a map, when they show it. */
  laneMapJsKb: 80,
  /** The shared tracking page, `/t/{token}`, with its map: a customer opens it on any phone. */
  trackingPageJsKb: 120,
  /**
   * Each Lighthouse category score (0-100) of the pages audited, but for the performance of the
   * pages scored as a phone (the driver's, the shipment page, the shared tracking page), which
   * have their own.
   */
  lighthouseMinScore: 95,
  /** The driver page's Lighthouse performance as a phone on a slow 4G network (the mobile preset). */
  driverPageMobilePerformanceMin: 90,
  /** The shared tracking page's Lighthouse performance as a phone on a slow 4G network. */
  trackingPageMobilePerformanceMin: 90,
  /** A shipper's shipment page of a load on the road, as a phone on a slow 4G network. */
  shipmentPageMobilePerformanceMin: 90,
  /** The city search and the quote on the embedded database. */
  quickEndpoints: {
    /** Their requests per second as a share of the bare route's, measured in the same run. */
    minVsBareRoute: 0.25,
    maxP99Ms: 50,
  },
  /** `npm start` (the app already built) on a new store, to its first answer: seconds. */
  freshStartMaxS: 3,
  /** The lists of 10,000 shipments and the one-letter city search, on either database. */
  scaleMaxP99Ms: 100,
  /** Either CSV export of the 10,000-shipment shipper, to its last byte: seconds. */
  exportMaxS: 3,
  /** One invoice's PDF, rendered on request: ms. */
  pdfMaxMs: 200,
  /**
   * INP of a shipper's whole journey in Chromium, ms. Web-vitals calls up to 200 ms good; a desk
   * computer should stay well inside that, and a processor four times slower within it.
   */
  inpMaxMs: 100,
  /** The same journey with the processor slowed 4x through the DevTools protocol. */
  inpSlowedMaxMs: 200,
  /** A shipper's booking, facility, details and payment, with a hundred doing the same at once. */
  journeyMaxP99Ms: 1000,
  /** A driver's milestone, and a batch of positions, with two hundred drivers sending at once. */
  driverCallsMaxP99Ms: 50,
  /** A shipment's tracking with a full trail of 500 positions, at 50 connections on PostgreSQL. */
  trackingMaxP99Ms: 50,
  /** The calendar strip's 21 prices of a lane, in one call, at 50 connections on either database. */
  quoteCalendarMaxP99Ms: 20,
} as const;
