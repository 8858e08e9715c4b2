import { validationMessages } from '@hms/shared/messages';
import { fieldError } from '../../core/errors/app-error';

/**
 * The most used passwords of at least six characters in published breach corpora (the top of
 * the NCSC "PwnedPasswordsTop100k" and SecLists lists), separated by spaces. Refused at
 * registration (docs/product-rules.md#passwords).
 */
const COMMON_PASSWORDS = new Set(
  `
  123456 1234567 12345678 123456789 1234567890 0123456789 987654321 654321 111111 000000
  222222 333333 444444 555555 666666 777777 888888 999999 112233 121212 123123 123321 159753
  147258 147258369 123654 123abc abc123 abcdef abcd1234 a123456 123qwe qwerty qwerty1
  qwerty123 qwertyuiop qwe123 qweasd asdfgh asdfghjkl asdf1234 zxcvbn zxcvbnm 1q2w3e 1q2w3e4r
  1q2w3e4r5t 1qaz2wsx q1w2e3r4 password password1 password12 password123 passw0rd p@ssw0rd
  p@ssword pass123 passpass iloveyou iloveyou1 princess sunshine monkey dragon master shadow
  letmein football baseball welcome welcome1 welcome123 admin123 administrator adminadmin
  login123 charlie donald freedom whatever trustno1 starwars superman batman michael jennifer
  jordan23 hunter2 computer internet cheese killer soccer hockey ranger buster thomas tigger
  robert hannah summer flower lovely loveme iloveu secret secret123 changeme default test123
  testing test1234 student student123 college hostel hostel123 india123 bharat krishna sairam
  omsairam ganesh qazwsx zaq12wsx mustang access matrix pokemon naruto chocolate samsung
  google facebook youtube nothing asdasd aaaaaa abc12345 12qwaszx 11111111 00000000 12341234
  88888888 696969 fuckyou biteme maggie ginger jessica ashley amanda daniel andrew joshua
  matthew anthony william george pepper cookie orange banana purple silver golden diamond
  angel1 angels blessed jesus1
`
    .trim()
    .split(/\s+/),
);

/** Refuses a common password, naming the form's field `path`. */
export function refuseCommonPassword(password: string, path = 'password'): void {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    const message = validationMessages.passwordTooCommon;
    throw fieldError('VALIDATION', path, message);
  }
}
