// The texts of the e-mails the platform sends, in pt-BR.
import type { Mail } from '../../lib/mailer.ts';

export const resetPasswordMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Gabinete — redefinição de senha',
  text: `Olá, ${name}.\n\nRecebemos um pedido para redefinir a sua senha no Gabinete.\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${link}\n\nSe você não pediu, ignore este e-mail: sua senha continua a mesma.`,
});

export const inviteMail = (
  to: string,
  name: string,
  office: string,
  inviter: string,
  link: string,
): Mail => ({
  to,
  subject: `Convite para o Gabinete — ${office}`,
  text: `Olá, ${name}.\n\n${inviter} convidou você para a equipe do gabinete "${office}" no Gabinete.\nPara definir sua senha e entrar, abra o link abaixo (válido por 7 dias):\n\n${link}\n\nSe você não esperava este convite, ignore este e-mail.`,
});

export const validateEmailMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Gabinete — confirme seu e-mail',
  text: `Olá, ${name}.\n\nConfirme o seu endereço de e-mail no Gabinete abrindo o link abaixo (válido por 3 dias):\n\n${link}\n\nSe você não criou esta conta, ignore este e-mail.`,
});

export const confirmNewEmailMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Gabinete — confirme seu novo e-mail',
  text: `Olá, ${name}.\n\nPediram para trocar o e-mail da sua conta no Gabinete para este endereço.\nA troca só vale depois que você abrir o link abaixo (válido por 3 dias):\n\n${link}\n\nSe você não esperava esta troca, ignore este e-mail: nada muda.`,
});

export const emailChangeNoticeMail = (to: string, name: string, newEmail: string): Mail => ({
  to,
  subject: 'Gabinete — pedido de troca de e-mail',
  text: `Olá, ${name}.\n\nPediram para trocar o e-mail da sua conta no Gabinete para ${newEmail}.\nA troca só vale quando o novo endereço for confirmado; até lá você continua entrando com este e-mail.\n\nSe você não reconhece este pedido, avise o administrador do seu gabinete.`,
});
