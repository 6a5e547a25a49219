import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { logger } from '../logger';
import { createMailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { verifyAccountMail } from './templates';

describe('mail without SMTP_URL', () => {
  it('writes each message to <DATA_DIR>/outbox and logs its links', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-outbox-'));
    try {
      const mailer = createMailer(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }));
      expect(mailer).toBeInstanceOf(OutboxMailer);
      const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
      const link = 'https://selectree.test/verify-account?token=abc';
      await mailer.send({ to: 'ada@example.org', ...verifyAccountMail({ firstName: 'Ada <b>', link, minutes: 5 }) });
      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
      expect(eml).toContain('To: ada@example.org');
      expect(eml).toContain('Subject: Verify your SelecTree account');
      expect(eml).toContain('Ada &lt;b&gt;'); // names are escaped in the HTML part
      expect(info).toHaveBeenCalledWith(expect.objectContaining({ links: [link] }), 'e-mail written to the outbox');
      info.mockRestore();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
