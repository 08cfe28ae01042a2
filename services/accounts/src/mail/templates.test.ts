import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@pitchside/shared';
import { invitationMail, passwordResetMail, welcomeMail } from './templates';

const invitation = (language?: (typeof LOCALES)[number]) =>
  invitationMail({ to: 'ref@example.org', inviterName: 'Alex', organizationName: 'Riverside FC', role: 'referee', url: 'https://app.test/invite?token=t', validDays: 7, language });

describe('the account e-mails in the recipient’s language (issue 20)', () => {
  it('keeps English when no language is known', () => {
    const mail = invitation();
    expect(mail.subject).toBe('Alex invited you to Riverside FC on Pitchside');
    expect(mail.text).toContain('Alex invited you to join Riverside FC on Pitchside as a referee.');
    expect(mail.text).toContain('The link works once and for 7 days.');
    expect(mail.html).toContain('Or open this link:');
  });

  it('writes the invitation in each language, with the names as typed and the link', () => {
    expect(invitation('sv').subject).toBe('Alex har bjudit in dig till Riverside FC på Pitchside');
    expect(invitation('sv').text).toContain('som domare.');
    expect(invitation('de').text).toContain('als Schiedsrichter beizutreten.');
    expect(invitation('de').text).toContain('7 Tage lang');
    expect(invitation('es').html).toContain('Abrir la invitación');
    expect(invitation('fr').text).toContain('sur Pitchside comme arbitre.');
    for (const locale of LOCALES) {
      const mail = invitation(locale);
      expect(mail.text).toContain('https://app.test/invite?token=t');
      expect(mail.subject).toContain('Riverside FC');
      if (locale !== 'en') expect(mail.subject).not.toBe(invitation('en').subject);
    }
  });

  it('writes the reset e-mail in each language, the minutes in the locale’s plural', () => {
    const reset = (language: (typeof LOCALES)[number], validMinutes = 60) => passwordResetMail({ to: 'a@example.org', url: 'https://app.test/r', validMinutes, language });
    expect(reset('en').subject).toBe('Reset your Pitchside password');
    expect(reset('sv').subject).toBe('Återställ ditt lösenord på Pitchside');
    expect(reset('de').text).toContain('60 Minuten lang');
    expect(reset('es', 1).text).toContain('durante 1 minuto.');
    expect(reset('fr').html).toContain('Choisir un nouveau mot de passe');
    expect(new Set(LOCALES.map((locale) => reset(locale).text)).size).toBe(LOCALES.length);
  });

  it('writes the welcome e-mail of an imported member in each language', () => {
    const welcome = (language: (typeof LOCALES)[number]) => welcomeMail({ to: 'a@example.org', organizationName: 'Riverside FC', url: 'https://app.test/w', validDays: 14, language });
    expect(welcome('en').subject).toBe('Your Pitchside account for Riverside FC');
    expect(welcome('es').subject).toBe('Tu cuenta de Pitchside para Riverside FC');
    expect(welcome('fr').text).toContain('Riverside FC vous a ajouté à Pitchside.');
    expect(new Set(LOCALES.map((locale) => welcome(locale).subject)).size).toBe(LOCALES.length);
  });

  it('keeps a typed name out of the headers even in another language', () => {
    const mail = invitationMail({ to: 'x@example.org', inviterName: 'Eve\r\nBcc: all@example.org', organizationName: 'Org', role: 'coach', url: 'https://app.test/i', validDays: 7, language: 'de' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
