import type { Locator } from 'playwright-core';
import type { newStudent } from './accounts';

/** Fills the Add Student dialog with a student made by `newStudent()`. */
export async function fillAddStudentForm(dialog: Locator, student: ReturnType<typeof newStudent>) {
  await dialog.getByLabel('Student ID').fill(student.studentId);
  await dialog.getByLabel('Name', { exact: true }).fill(student.name);
  await dialog.getByLabel('Email').fill(student.email);
  await dialog.getByLabel('Password', { exact: true }).fill(student.password);
  await dialog.getByLabel('Phone Number').fill(student.phone);
  await dialog.getByLabel('Course').fill(student.course);
  await dialog.getByLabel('Year').selectOption(String(student.year));
  await dialog.getByLabel('Gender').selectOption(student.gender);
}
