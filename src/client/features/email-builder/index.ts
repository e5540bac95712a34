/** The e-mail builder (spec §2 "Email builder", §4, §5; issue 11). */
export { EmailBuilder } from './components/EmailBuilder';
