// In-memory SearchIndex (owned by the search slice).
export {};
