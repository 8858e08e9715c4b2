import {
  GUARDIAN_TOPIC_SENTENCES,
  GUARDIAN_TOPICS,
  guardianMessages as m,
  type Contact,
  type StudentGuardians,
} from '@hms/shared/guardians';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { SectionEmpty } from '@/components/ui/section-card';

function ContactBlock({ title, contact }: { title: string; contact: Contact }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl bg-slate-50 p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <DetailList>
        <DetailItem label="Name">{contact.name}</DetailItem>
        <DetailItem label="Relation">{contact.relation}</DetailItem>
        <DetailItem label="Phone">
          <a href={`tel:${contact.phone}`} className="underline-offset-2 hover:underline">
            {contact.phone}
          </a>
        </DetailItem>
        <DetailItem label="Email">{contact.email ?? 'Not given'}</DetailItem>
      </DetailList>
    </section>
  );
}

/** A student's guardians and emergency contact, read-only, as the office and wardens see them. */
export function GuardiansDetails({ guardians }: { guardians: StudentGuardians }) {
  const told = GUARDIAN_TOPICS.filter((topic) => guardians.consent[topic]);
  return (
    <div className="space-y-4">
      {guardians.guardians.length === 0 ? (
        <SectionEmpty>{m.noGuardians}</SectionEmpty>
      ) : (
        guardians.guardians.map((contact, index) => (
          <ContactBlock key={index} title={`Guardian ${index + 1}`} contact={contact} />
        ))
      )}
      {guardians.emergencyContact ? (
        <ContactBlock title="Emergency contact" contact={guardians.emergencyContact} />
      ) : (
        <SectionEmpty>{m.noEmergencyContact}</SectionEmpty>
      )}
      <div className="text-sm">
        <h3 className="font-semibold text-slate-900">The student lets their guardians be told</h3>
        {told.length === 0 ? (
          <p className="mt-1 text-slate-600">Nothing.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {told.map((topic) => (
              <li key={topic}>{GUARDIAN_TOPIC_SENTENCES[topic]}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
