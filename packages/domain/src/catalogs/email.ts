/**
 * An e-mail address a message can reach: one @, no spaces, and a domain with at least one dot before a
 * top-level domain of two or more letters («ana@colegio.mx»; «ana@colegio» is refused, though the HTML and
 * JSON Schema formats let it through).
 */

/** The specification's text for an address that does not match. */
export const EMAIL_MESSAGE = 'Introduce un correo electrónico valido.';

const EMAIL = /^[^\s@,;]+@[^\s@,;.]+(\.[^\s@,;.]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}
