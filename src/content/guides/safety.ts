// The safety sentences every guide says in the same words where the danger appears (a step's
// `warning`, shown apart as «Осторожно!»):
// src/content/safety.test.ts fails when a guide with a coin cell, a magnet or a soldering
// iron leaves its sentence out (docs/decisions/0145-lead-free-solder-advice.md).

/** Where a coin cell (CR2032, LR44) goes into its holder. */
export const COIN_CELL_WARNING =
  'Батарейку-таблетку нельзя брать в рот. Если её проглотить, она за пару часов прожигает горло и живот изнутри. Храни батарейки там, где их не достанут младшие братья и сёстры. Если кто-то проглотил батарейку, сразу скажи взрослым: нужно немедленно ехать к врачу или звонить 103 (или 112).';

/** Where a magnet is first handled. */
export const MAGNET_WARNING =
  'Неодимовый магнит очень сильный. Если проглотить два магнита (или магнит и железку), они притянутся друг к другу прямо в животе и поранят его. Храни магнит там, где его не достанут младшие братья и сёстры. Если кто-то проглотил магнит, сразу скажи взрослым: нужно немедленно ехать к врачу или звонить 103 (или 112).';

/** After the iron's own rules in the first soldering step. */
export const SOLDERING_HYGIENE =
  'Пока паяешь, не ешь и не пей за рабочим столом и проветривай комнату: дым от флюса вреден. После пайки вымой руки с мылом. Безопаснее паять припоем без свинца: он плавится при большей температуре, поэтому жало нагревают сильнее — примерно до 350 °C, а готовая пайка у него не блестящая, а матовая.';

/** The solder of every parts list: lead-free first, the common tin-lead one allowed. */
export const SOLDER_VALUE = 'без свинца (или ПОС-61), с флюсом внутри, 0,8–1 мм';

/** The last words of every guide: the photo for the teacher, then the comments below the page. */
export const GUIDE_ENDING =
  'Сфотографируй готовый проект и прикрепи фото ниже — преподаватель проверит работу и начислит алмазы и рейтинг. Остались вопросы или хочешь рассказать, что получилось? Напиши комментарий внизу страницы.';
