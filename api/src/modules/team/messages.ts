import { customerTexts } from '../../pdf/texts';
import { htmlPage, linkButton, paragraphs, type MessageBody } from '../mail/layout';

// The mail of a person's own login: their invitation and a password reset, each with its link.

const t = customerTexts.account;

export function invitationMessage(input: { inviter: string; businessName: string; url: string; days: number }): MessageBody {
  const subject = t.invitationSubject(input.businessName);
  const intro = t.invitationIntro(input.inviter, input.businessName);
  const link = t.invitationLink(input.days);
  return {
    subject,
    text: [intro, '', link, input.url, '', customerTexts.mail.signature(input.businessName)].join('\n'),
    html: htmlPage(
      subject,
      [paragraphs([intro, link]), linkButton(input.url, t.invitationButton), paragraphs([customerTexts.mail.signature(input.businessName)])].join('\n'),
    ),
  };
}

export function resetMessage(input: { businessName: string; url: string; minutes: number }): MessageBody {
  const subject = t.resetSubject;
  const intro = t.resetIntro(input.businessName);
  const link = t.resetLink(input.minutes);
  return {
    subject,
    text: [intro, '', link, input.url, '', t.resetIgnore].join('\n'),
    html: htmlPage(subject, [paragraphs([intro, link]), linkButton(input.url, t.resetButton), paragraphs([t.resetIgnore])].join('\n')),
  };
}
