import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = { send(mail: Mail, log: FastifyBaseLogger): Promise<void> };

/** Without SMTP_URL every mail becomes an .eml file in DATA_DIR/outbox. */
export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

function fromAddress(config: Config): string {
  return `Earmark <${config.supportEmail}>`;
}

function smtpMailer(config: Config, smtpUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from: fromAddress(config),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

function outboxMailer(config: Config): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config);
  return {
    async send(mail, log) {
      const info = await transport.sendMail({
        from: fromAddress(config),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      // Written aside and renamed, so a reader of the outbox never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      // The file, never the mail's link: a reset link is a credential and stays out of the logs.
      log.info({ to: mail.to, file }, `mail written to the outbox: ${mail.subject}`);
    },
  };
}

const mailers = new WeakMap<Config, Mailer>();

/** One mailer per server configuration, so an SMTP transport is reused between requests. */
export function mailerFor(config: Config): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = config.smtpUrl ? smtpMailer(config, config.smtpUrl) : outboxMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}
