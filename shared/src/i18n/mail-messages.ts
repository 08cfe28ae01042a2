import { plural, wordsOf } from './word-table';

/**
 * The account e-mails' words in each language: the invitation, the password reset and the
 * welcome of an imported member. Names (the inviter's, the organization's) are passed in as typed; the
 * service's templates (services/accounts/src/mail) only lay the words out. English is the original text.
 */
export interface AccountMailWords {
  /** Beside the button, for a mail client that does not show it. */
  orOpenLink: string;
  /** A role with its article, as in "… join X as a referee". */
  roleWithArticle: Record<string, string>;
  invitation: {
    subject: (inviter: string, organization: string) => string;
    intro: (inviter: string, organization: string, role: string) => string;
    validity: (days: number) => string;
    textAction: string;
    button: string;
  };
  reset: { subject: string; intro: string; validity: (minutes: number) => string; textAction: string; button: string };
  welcome: { subject: (organization: string) => string; intro: (organization: string) => string; validity: (days: number) => string; textAction: string; button: string };
  /** A self sign-up proving its address: the account counts as this address's only after the link comes back. */
  confirmEmail: { subject: string; intro: string; validity: (hours: number) => string; textAction: string; button: string };
}

const en: AccountMailWords = {
  orOpenLink: 'Or open this link:',
  roleWithArticle: { referee: 'a referee', coach: 'a coach', medic: 'a medic', admin: 'an admin', tournamentadmin: 'a tournament admin', refereeassignor: 'a referee assignor' },
  invitation: {
    subject: (inviter, organization) => `${inviter} invited you to ${organization} on Pitchside`,
    intro: (inviter, organization, role) => `${inviter} invited you to join ${organization} on Pitchside as ${role}.`,
    validity: (days) => `The link works once and for ${days} ${plural('en', days, 'day', 'days')}. If you were not expecting this, you can decline or ignore it.`,
    textAction: 'Accept or decline:',
    button: 'Open the invitation',
  },
  reset: {
    subject: 'Reset your Pitchside password',
    intro: 'Someone asked to reset the password of your Pitchside account. If it was you, choose a new one with the link below.',
    validity: (minutes) => `The link works once and for ${minutes} ${plural('en', minutes, 'minute', 'minutes')}. If it was not you, ignore this e-mail: your password stays as it is.`,
    textAction: 'Reset your password:',
    button: 'Choose a new password',
  },
  welcome: {
    subject: (organization) => `Your Pitchside account for ${organization}`,
    intro: (organization) => `${organization} added you to Pitchside.`,
    validity: (days) => `Choose your password with the link below; it works once and for ${days} ${plural('en', days, 'day', 'days')}.`,
    textAction: 'Choose your password:',
    button: 'Choose your password',
  },
  confirmEmail: {
    subject: 'Confirm your e-mail address for Pitchside',
    intro: 'Someone signed up for Pitchside with this e-mail address. If it was you, confirm the address with the link below.',
    validity: (hours) =>
      `The link works once and for ${hours} ${plural('en', hours, 'hour', 'hours')}. If it was not you, ignore this e-mail: nobody can use this address on Pitchside until its owner confirms it.`,
    textAction: 'Confirm your e-mail address:',
    button: 'Confirm my e-mail address',
  },
};

const sv: AccountMailWords = {
  orOpenLink: 'Eller öppna den här länken:',
  roleWithArticle: { referee: 'domare', coach: 'tränare', medic: 'sjukvårdare', admin: 'administratör', tournamentadmin: 'turneringsadministratör', refereeassignor: 'domartillsättare' },
  invitation: {
    subject: (inviter, organization) => `${inviter} har bjudit in dig till ${organization} på Pitchside`,
    intro: (inviter, organization, role) => `${inviter} har bjudit in dig att gå med i ${organization} på Pitchside som ${role}.`,
    validity: (days) => `Länken fungerar en gång och i ${days} ${plural('sv', days, 'dag', 'dagar')}. Om du inte väntade dig detta kan du tacka nej eller strunta i det.`,
    textAction: 'Tacka ja eller nej:',
    button: 'Öppna inbjudan',
  },
  reset: {
    subject: 'Återställ ditt lösenord på Pitchside',
    intro: 'Någon har bett om att återställa lösenordet till ditt Pitchside-konto. Om det var du, välj ett nytt med länken nedan.',
    validity: (minutes) =>
      `Länken fungerar en gång och i ${minutes} ${plural('sv', minutes, 'minut', 'minuter')}. Om det inte var du kan du strunta i det här meddelandet: ditt lösenord förblir detsamma.`,
    textAction: 'Återställ ditt lösenord:',
    button: 'Välj ett nytt lösenord',
  },
  welcome: {
    subject: (organization) => `Ditt Pitchside-konto för ${organization}`,
    intro: (organization) => `${organization} har lagt till dig i Pitchside.`,
    validity: (days) => `Välj ditt lösenord med länken nedan; den fungerar en gång och i ${days} ${plural('sv', days, 'dag', 'dagar')}.`,
    textAction: 'Välj ditt lösenord:',
    button: 'Välj ditt lösenord',
  },
  confirmEmail: {
    subject: 'Bekräfta din e-postadress för Pitchside',
    intro: 'Någon har registrerat sig på Pitchside med den här e-postadressen. Om det var du, bekräfta adressen med länken nedan.',
    validity: (hours) =>
      `Länken fungerar en gång och i ${hours} ${plural('sv', hours, 'timme', 'timmar')}. Om det inte var du kan du strunta i det här meddelandet: ingen kan använda adressen på Pitchside förrän dess ägare har bekräftat den.`,
    textAction: 'Bekräfta din e-postadress:',
    button: 'Bekräfta min e-postadress',
  },
};

const de: AccountMailWords = {
  orOpenLink: 'Oder öffne diesen Link:',
  roleWithArticle: { referee: 'Schiedsrichter', coach: 'Trainer', medic: 'Sanitäter', admin: 'Administrator', tournamentadmin: 'Turnierleitung', refereeassignor: 'Schiedsrichtereinteiler' },
  invitation: {
    subject: (inviter, organization) => `${inviter} hat dich zu ${organization} auf Pitchside eingeladen`,
    intro: (inviter, organization, role) => `${inviter} hat dich eingeladen, ${organization} auf Pitchside als ${role} beizutreten.`,
    validity: (days) => `Der Link funktioniert einmal und ${days} ${plural('de', days, 'Tag', 'Tage')} lang. Wenn du das nicht erwartet hast, kannst du ablehnen oder die E-Mail ignorieren.`,
    textAction: 'Annehmen oder ablehnen:',
    button: 'Einladung öffnen',
  },
  reset: {
    subject: 'Setze dein Pitchside-Passwort zurück',
    intro: 'Jemand möchte das Passwort deines Pitchside-Kontos zurücksetzen. Wenn du das warst, wähle mit dem Link unten ein neues.',
    validity: (minutes) =>
      `Der Link funktioniert einmal und ${minutes} ${plural('de', minutes, 'Minute', 'Minuten')} lang. Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.`,
    textAction: 'Passwort zurücksetzen:',
    button: 'Neues Passwort wählen',
  },
  welcome: {
    subject: (organization) => `Dein Pitchside-Konto für ${organization}`,
    intro: (organization) => `${organization} hat dich zu Pitchside hinzugefügt.`,
    validity: (days) => `Wähle dein Passwort mit dem Link unten; er funktioniert einmal und ${days} ${plural('de', days, 'Tag', 'Tage')} lang.`,
    textAction: 'Passwort wählen:',
    button: 'Passwort wählen',
  },
  confirmEmail: {
    subject: 'Bestätige deine E-Mail-Adresse für Pitchside',
    intro: 'Jemand hat sich mit dieser E-Mail-Adresse bei Pitchside registriert. Wenn du das warst, bestätige die Adresse mit dem Link unten.',
    validity: (hours) =>
      `Der Link funktioniert einmal und ${hours} ${plural('de', hours, 'Stunde', 'Stunden')} lang. Wenn du das nicht warst, ignoriere diese E-Mail: Niemand kann die Adresse bei Pitchside nutzen, bevor ihr Inhaber sie bestätigt.`,
    textAction: 'E-Mail-Adresse bestätigen:',
    button: 'E-Mail-Adresse bestätigen',
  },
};

const es: AccountMailWords = {
  orOpenLink: 'O abre este enlace:',
  roleWithArticle: { referee: 'árbitro', coach: 'entrenador', medic: 'sanitario', admin: 'administrador', tournamentadmin: 'administrador del torneo', refereeassignor: 'designador de árbitros' },
  invitation: {
    subject: (inviter, organization) => `${inviter} te ha invitado a ${organization} en Pitchside`,
    intro: (inviter, organization, role) => `${inviter} te ha invitado a unirte a ${organization} en Pitchside como ${role}.`,
    validity: (days) => `El enlace funciona una sola vez y durante ${days} ${plural('es', days, 'día', 'días')}. Si no lo esperabas, puedes rechazarlo o ignorarlo.`,
    textAction: 'Aceptar o rechazar:',
    button: 'Abrir la invitación',
  },
  reset: {
    subject: 'Restablece tu contraseña de Pitchside',
    intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Pitchside. Si has sido tú, elige una nueva con el enlace de abajo.',
    validity: (minutes) => `El enlace funciona una sola vez y durante ${minutes} ${plural('es', minutes, 'minuto', 'minutos')}. Si no has sido tú, ignora este correo: tu contraseña no cambia.`,
    textAction: 'Restablece tu contraseña:',
    button: 'Elegir una contraseña nueva',
  },
  welcome: {
    subject: (organization) => `Tu cuenta de Pitchside para ${organization}`,
    intro: (organization) => `${organization} te ha añadido a Pitchside.`,
    validity: (days) => `Elige tu contraseña con el enlace de abajo; funciona una sola vez y durante ${days} ${plural('es', days, 'día', 'días')}.`,
    textAction: 'Elige tu contraseña:',
    button: 'Elegir tu contraseña',
  },
  confirmEmail: {
    subject: 'Confirma tu dirección de correo para Pitchside',
    intro: 'Alguien se ha registrado en Pitchside con esta dirección de correo. Si has sido tú, confirma la dirección con el enlace de abajo.',
    validity: (hours) =>
      `El enlace funciona una sola vez y durante ${hours} ${plural('es', hours, 'hora', 'horas')}. Si no has sido tú, ignora este correo: nadie puede usar esta dirección en Pitchside hasta que su titular la confirme.`,
    textAction: 'Confirma tu dirección de correo:',
    button: 'Confirmar mi dirección de correo',
  },
};

const fr: AccountMailWords = {
  orOpenLink: 'Ou ouvrez ce lien :',
  roleWithArticle: { referee: 'arbitre', coach: 'entraîneur', medic: 'soigneur', admin: 'administrateur', tournamentadmin: 'administrateur du tournoi', refereeassignor: 'désignateur d’arbitres' },
  invitation: {
    subject: (inviter, organization) => `${inviter} vous invite à rejoindre ${organization} sur Pitchside`,
    intro: (inviter, organization, role) => `${inviter} vous invite à rejoindre ${organization} sur Pitchside comme ${role}.`,
    validity: (days) => `Le lien ne fonctionne qu’une fois, pendant ${days} ${plural('fr', days, 'jour', 'jours')}. Si vous ne vous y attendiez pas, vous pouvez le décliner ou l’ignorer.`,
    textAction: 'Accepter ou décliner :',
    button: 'Ouvrir l’invitation',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe Pitchside',
    intro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Pitchside. Si c’était vous, choisissez-en un nouveau avec le lien ci-dessous.',
    validity: (minutes) =>
      `Le lien ne fonctionne qu’une fois, pendant ${minutes} ${plural('fr', minutes, 'minute', 'minutes')}. Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    textAction: 'Réinitialisez votre mot de passe :',
    button: 'Choisir un nouveau mot de passe',
  },
  welcome: {
    subject: (organization) => `Votre compte Pitchside pour ${organization}`,
    intro: (organization) => `${organization} vous a ajouté à Pitchside.`,
    validity: (days) => `Choisissez votre mot de passe avec le lien ci-dessous ; il ne fonctionne qu’une fois, pendant ${days} ${plural('fr', days, 'jour', 'jours')}.`,
    textAction: 'Choisissez votre mot de passe :',
    button: 'Choisir votre mot de passe',
  },
  confirmEmail: {
    subject: 'Confirmez votre adresse e-mail pour Pitchside',
    intro: 'Quelqu’un s’est inscrit sur Pitchside avec cette adresse e-mail. Si c’était vous, confirmez l’adresse avec le lien ci-dessous.',
    validity: (hours) =>
      `Le lien ne fonctionne qu’une fois, pendant ${hours} ${plural('fr', hours, 'heure', 'heures')}. Si ce n’était pas vous, ignorez cet e-mail : personne ne peut utiliser cette adresse sur Pitchside avant que son titulaire la confirme.`,
    textAction: 'Confirmez votre adresse e-mail :',
    button: 'Confirmer mon adresse e-mail',
  },
};

/** The account e-mails' words in `locale` (English without one). */
export const accountMailWords = wordsOf<AccountMailWords>({ en, sv, de, es, fr });
