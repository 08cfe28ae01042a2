export * from './pay-rates';
export * from './pay-statement';
export * from './pay-csv';
export * from './pay-api';
