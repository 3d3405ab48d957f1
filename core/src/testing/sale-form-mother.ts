// Object Mother of sale-form values (owned by the sale-form slice).
export {};
