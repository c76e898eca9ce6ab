// The mock server's own fee rule, imported as the server uses it, so the table tests compare against the truth.
export { feeForMinutes } from '@mocks/services/charge/bills';
export { STANDARD_RULE as STANDARD_RULE_FOR_TESTS } from '@mocks/db/parking';
