import type { MailMessageId } from './en';

/** The account e-mails' words in fr (ICU MessageFormat), by the ids of the English catalog. */
export const MAIL_FR = {
  'mail.orOpenLink': 'Ou ouvrez ce lien :',
  'mail.role.referee': 'arbitre',
  'mail.role.coach': 'entraîneur',
  'mail.role.medic': 'soigneur',
  'mail.role.admin': 'administrateur',
  'mail.role.tournamentadmin': 'administrateur du tournoi',
  'mail.role.refereeassignor': 'désignateur d’arbitres',
  'mail.invitation.subject': '{inviter} vous invite à rejoindre {organization} sur Pitchside',
  'mail.invitation.intro': '{inviter} vous invite à rejoindre {organization} sur Pitchside comme {role}.',
  'mail.invitation.validity':
    'Le lien ne fonctionne qu’une fois, pendant {days, plural, one {{days} jour} other {{days} jours}}. Si vous ne vous y attendiez pas, vous pouvez le décliner ou l’ignorer.',
  'mail.invitation.textAction': 'Accepter ou décliner :',
  'mail.invitation.button': 'Ouvrir l’invitation',
  'mail.reset.subject': 'Réinitialisez votre mot de passe Pitchside',
  'mail.reset.intro': 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Pitchside. Si c’était vous, choisissez-en un nouveau avec le lien ci-dessous.',
  'mail.reset.validity':
    'Le lien ne fonctionne qu’une fois, pendant {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}. Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'mail.reset.textAction': 'Réinitialisez votre mot de passe :',
  'mail.reset.button': 'Choisir un nouveau mot de passe',
  'mail.welcome.subject': 'Votre compte Pitchside pour {organization}',
  'mail.welcome.intro': '{organization} vous a ajouté à Pitchside.',
  'mail.welcome.validity': 'Choisissez votre mot de passe avec le lien ci-dessous ; il ne fonctionne qu’une fois, pendant {days, plural, one {{days} jour} other {{days} jours}}.',
  'mail.welcome.textAction': 'Choisissez votre mot de passe :',
  'mail.welcome.button': 'Choisir votre mot de passe',
  'mail.confirmEmail.subject': 'Confirmez votre adresse e-mail pour Pitchside',
  'mail.confirmEmail.intro': 'Quelqu’un s’est inscrit sur Pitchside avec cette adresse e-mail. Si c’était vous, confirmez l’adresse avec le lien ci-dessous.',
  'mail.confirmEmail.validity':
    'Le lien ne fonctionne qu’une fois, pendant {hours, plural, one {{hours} heure} other {{hours} heures}}. Si ce n’était pas vous, ignorez cet e-mail : personne ne peut utiliser cette adresse sur Pitchside avant que son titulaire la confirme.',
  'mail.confirmEmail.textAction': 'Confirmez votre adresse e-mail :',
  'mail.confirmEmail.button': 'Confirmer mon adresse e-mail',
} satisfies Record<MailMessageId, string>;
