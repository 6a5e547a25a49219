import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import {
  COMMUNITY_LIMITS,
  CONTRIBUTION_LICENCES,
  PHOTO_SUBJECTS,
  REPORT_SECTIONS,
} from '../../services/community/community.service';

/**
 * The community forms (client/src/features/community) offer exactly the service's choices and limits:
 * they read them from `communityOptions` instead of keeping copies. Anyone may read them (anonymous
 * visitors report problems too).
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

describe('communityOptions', () => {
  it("answers the service's licences, photo subjects, report sections and limits, to anyone", async () => {
    const answer = await app.graphql(
      '{ communityOptions { licences photoSubjects sections limits { credit place message source note } } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.communityOptions).toEqual({
      licences: [...CONTRIBUTION_LICENCES],
      photoSubjects: [...PHOTO_SUBJECTS],
      sections: [...REPORT_SECTIONS],
      limits: { ...COMMUNITY_LIMITS },
    });
    expect(answer.body.data.communityOptions.licences).toEqual(['CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0']);
  });
});
