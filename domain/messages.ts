import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants';
import { CHARACTERS, CHARACTERS_GENITIVE, countOf } from './plural';

// Every Russian message the user sees for sign-up, login and the server's errors (docs/product.md §8): the
// specification's words verbatim, then ours in the same voice.

export const MSG = {
  emailRequired: 'Email обязателен',
  emailInvalid: 'Некорректный email',
  passwordRequired: 'Пароль обязателен',
  passwordShort: `Пароль минимум ${countOf(PASSWORD_MIN, CHARACTERS)}`,
  usernameRequired: 'Логин обязателен',
  usernameInvalid: `Логин минимум ${countOf(USERNAME_MIN, CHARACTERS)}, не начинается с цифры`,
  confirmRequired: 'Повторите пароль',
  passwordsDiffer: 'Пароли не совпадают',
  checkInput: 'Проверьте введенные данные',
  userCreated: 'Пользователь создан',
  emailTaken: 'Аккаунт с таким email зарегистрирован',
  signupFailed: 'Регистрация не удалась',
  // Not in the contract: ours, in the same voice.
  emailTooLong: 'Email слишком длинный',
  passwordTooLong: `Пароль слишком длинный (не больше ${countOf(PASSWORD_MAX, CHARACTERS_GENITIVE)})`,
  usernameTooLong: `Логин слишком длинный (не больше ${countOf(USERNAME_MAX, CHARACTERS_GENITIVE)})`,
  usernameNoLetter: 'Логин должен содержать хотя бы одну букву',
  badCredentials: 'Неверный email или пароль',
  authRequired: 'Требуется авторизация',
  sessionExpired: 'Сессия истекла, войдите снова',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  userNotFound: 'Пользователь не найден',
  badRequest: 'Ошибка в данных запроса',
  badJson: 'Некорректный JSON в запросе',
  tooLarge: 'Слишком большой запрос',
  tooMany: 'Слишком много попыток. Подождите минуту и попробуйте снова',
  /** Each limit's message names its own window. */
  tooManyLoginsFromAddress: 'Слишком много попыток входа с этого адреса. Подождите 5 минут и попробуйте снова',
  tooManySignups: 'Слишком много регистраций с этого адреса. Подождите 10 минут и попробуйте снова',
  serverBusy: 'Сервер сейчас занят. Попробуйте снова через несколько секунд',
  serverError: 'Ошибка сервера. Попробуйте еще раз через несколько минут.',
  storageFull: 'На сервере школы закончилось место для фото. Сообщите учителю или администратору школы и попробуйте позже',
  badUrl: 'Некорректный адрес запроса',
  urlTooLong: 'Слишком длинный адрес запроса',
  headersTooLarge: 'Слишком большие заголовки запроса',
  requestTimeout: 'Запрос шёл слишком долго. Проверьте соединение и попробуйте снова',
  unsupportedMediaType: 'Неподдерживаемый формат запроса',
} as const;
