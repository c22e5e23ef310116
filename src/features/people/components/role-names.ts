export { ROLE_NAMES } from '../../../../domain/constants';
