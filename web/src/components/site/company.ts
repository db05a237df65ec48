/** The company's public details live in core (the interviewer quotes the support contacts too). */
export { COMPANY } from '@core/company';
