// The management domain's resources, in menu order.
import { businessGroups } from './clients/business-groups.resource.ts';
import { clientContacts } from './clients/client-contacts.resource.ts';
import { clients } from './clients/clients.resource.ts';
import { companies } from './company/companies.resource.ts';
import { companyFiles } from './company/company-files.resource.ts';
import { companyIntegrations } from './company/company-integrations.resource.ts';
import { currencies } from './currencies/currencies.resource.ts';
import { dynamicForms } from './dynamic-forms/dynamic-forms.resource.ts';
import { activityTypes } from './functional-structure/activity-types.resource.ts';
import { flowTypes } from './functional-structure/flow-types.resource.ts';
import { practices } from './functional-structure/practices.resource.ts';
import { serviceUnits } from './functional-structure/service-units.resource.ts';
import { projectDocuments } from './projects/documents/project-documents.resource.ts';
import { projectNotifications } from './projects/project-notifications.resource.ts';
import { projects } from './projects/projects.resource.ts';
import { roles } from './roles/roles.resource.ts';
import { expenseTypes } from './tariffs/expense-types.resource.ts';
import { rateBooks } from './tariffs/rate-books.resource.ts';
import { tariffCategories } from './tariffs/tariff-categories.resource.ts';
import { taxProfiles } from './tariffs/tax-profiles.resource.ts';
import { taxes } from './tariffs/taxes.resource.ts';
import { tradeAgreements } from './trade-agreements/trade-agreements.resource.ts';
import { users } from './users/users.resource.ts';
import { workGroups } from './work-groups/work-groups.resource.ts';

export const managementResources = [
  clients,
  clientContacts,
  businessGroups,
  projects,
  projectNotifications,
  projectDocuments,
  practices,
  serviceUnits,
  activityTypes,
  flowTypes,
  dynamicForms,
  workGroups,
  taxes,
  taxProfiles,
  users,
  roles,
  currencies,
  tariffCategories,
  rateBooks,
  expenseTypes,
  tradeAgreements,
  companies,
  companyFiles,
  companyIntegrations,
];
