import { MESSAGES } from '../messages';
import type { Translations } from './word-table';

/** The self sign-up's confirmation answers in the other languages (English is MESSAGES). */
export const SIGN_UP_SERVER_MESSAGES: Record<string, Translations> = {
  [MESSAGES.signUpConfirmSent]: {
    sv: 'Kolla din inkorg. Vi har skickat en länk för att bekräfta din e-postadress.',
    de: 'Bitte sieh in deinem Posteingang nach. Wir haben dir einen Link zum Bestätigen deiner E-Mail-Adresse geschickt.',
    es: 'Revisa tu bandeja de entrada. Te hemos enviado un enlace para confirmar tu dirección de correo.',
    fr: 'Consultez votre boîte de réception. Nous vous avons envoyé un lien pour confirmer votre adresse e-mail.',
  },
  [MESSAGES.emailConfirmed]: {
    sv: 'Din e-postadress är bekräftad. Logga in för att fortsätta.',
    de: 'Deine E-Mail-Adresse ist bestätigt. Melde dich an, um fortzufahren.',
    es: 'Tu dirección de correo está confirmada. Inicia sesión para continuar.',
    fr: 'Votre adresse e-mail est confirmée. Connectez-vous pour continuer.',
  },
  [MESSAGES.confirmLinkInvalid]: {
    sv: 'Den här bekräftelselänken är ogiltig eller har gått ut. Registrera dig igen eller återställ ditt lösenord för att få en ny.',
    de: 'Dieser Bestätigungslink ist ungültig oder abgelaufen. Registriere dich erneut oder setze dein Passwort zurück, um einen neuen zu erhalten.',
    es: 'Este enlace de confirmación no es válido o ha caducado. Regístrate de nuevo o restablece tu contraseña para recibir uno nuevo.',
    fr: 'Ce lien de confirmation n’est pas valide ou a expiré. Inscrivez-vous à nouveau ou réinitialisez votre mot de passe pour en recevoir un nouveau.',
  },
};
