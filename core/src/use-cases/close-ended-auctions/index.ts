export * from './close-ended-auctions.js';
export * from './send-ending-soon-reminders.js';
