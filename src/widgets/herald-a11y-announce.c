/* herald-a11y-announce.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What Herald says to a screen reader on its own (herald_a11y_announce ()): a step's words,
 * a toast's, a message dialog's as it opens, said as the description of the focused widget
 * for a moment; and the focus of each window watched for that (herald-a11y-private.h). The
 * fixes of what GTK gives screen readers are in herald-a11y.c. */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"
#include "herald-widget-update.h"

/* Saying something: GTK 4.8 has no gtk_accessible_announce(), and Orca 43 is silent when a
 * label changes its text or an alert is shown again. What it does speak is a change of the
 * description of the widget that has the focus. So an announcement becomes, for a moment,
 * the description of the focused widget of the active window, then the description is
 * reset (an empty description is not spoken). Announcements made together (the turn, the
 * roll's sentence, a toast) are joined and said once, a little later, when a dialog that
 * was closing has given the focus back. */

#define ANNOUNCE_DELAY_MS 300
/* Orca reads the focused widget's description with its name as the focus moves there: an
 * announcement set as a description while Orca is still presenting a new focus (a dialog
 * closed and gave it back, a dialog opened) was said twice, once with the focus and once as
 * the change (issue 11). It waits until the focus has stayed put this long. */
#define FOCUS_SETTLE_US (600 * G_TIME_SPAN_MILLISECOND)

/* How long an announcement waits for a window of the application to be active (a dialog
 * the window manager has not activated yet); after that the player is elsewhere and it is
 * dropped */
#define WAIT_ACTIVE_US (5 * G_TIME_SPAN_SECOND)

/* A page the focus comes into while a step's words are still to be said (the winner's page,
 * which the winning step shows): the words are said first, as the page's name, which Orca
 * reads as the focus enters it, before the focused control ("Anna holds the Longest Road.
 * Anna wins panel. Final Scores. List with 3 items. Anna, 13 victory points …"). Said as the
 * focused row's description a moment later, they came after the scores, the standings before
 * the step that made them, and the change cut short what Orca was saying (tester report
 * 31). The name is given as the page shows, before the focus comes: Orca 43 reads a name from
 * its cache, which the name's change updates, and a name changed as the focus came was read
 * as it was. The page's own name (its heading) is back as the focus moves on; words the focus
 * does not take into the page (in 2 s, 8 s while the focus is nowhere) are said as any others. */
#define LEAD_HEADING_KEY "herald-a11y-lead-heading"
#define LEAD_WAIT_US (2 * G_TIME_SPAN_SECOND)
#define LEAD_WAIT_NOWHERE_US (8 * G_TIME_SPAN_SECOND)
static GWeakRef lead_page;    /* the page whose name holds a step's words, shown */
static gboolean lead_entered; /* the focus came into it: its words were read */
static gboolean lead_named;   /* its name is the words, not its heading's */
static gint64 lead_since;
static GString *lead_first;   /* the words it holds: a toast's, then the rest */
static GString *lead_rest;

static gint64 focus_moved_at;
static gint64 inactive_since;  /* since when no window has been active, while one is awaited */
static GString *pending;
/* what toasts say, said before the rest of what is pending: the answer to what the player
 * just did ("Undone: Anna ended the turn", a refusal's reason) came after the turn and the
 * roll's sentence it brought back, heard as late (newcomer report 14, N14-4) */
static GString *pending_first;
static guint announce_id;
static GWeakRef announced_on;  /* the widget that has an announcement as description */
static GWeakRef awaited_window;  /* a dialog whose words wait for it to be the active window */
/* the dialog awaited, active now, until words are said in it: the value of the combo row they
 * are said on comes first (announce_cb ()) */
static GWeakRef opened_window;

/* A control described by another: its description is its own (a property) and the other's
 * joined. The button inside a menu button is described by the menu button (its tooltip, "Main
 * Menu"): an announcement put on it was read with "Main Menu" after it, and the announcement
 * blanked left "Main Menu", which was read again as a change (issue 11). While a control has
 * an announcement the other does not describe it; the relation is back once the focus has
 * left it. The other is set as data under this key (herald_update_described (), a drop-down's
 * value, a player card's hand hint). */
#define DESCRIBED_BY_KEY "herald-a11y-described-by"

static GtkWidget *
described_by (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  GtkWidget *other = g_object_get_data (G_OBJECT (widget), DESCRIBED_BY_KEY);

  if (other != NULL)
    return other;
  if (parent != NULL && GTK_IS_MENU_BUTTON (parent))
    return parent;
  return NULL;
}

/* The widget that had an announcement as its description, once the focus has left it (or
 * the next announcement went to another widget): a drop-down says its value again; any
 * other widget gets back what describes it (the reason given on demand,
 * herald_update_described (); "Main Menu" of a menu button), or no description, only after
 * the focus has been elsewhere a while (herald_restore_description ()). Given back at once, a
 * refusal was read right after the announcement by a screen reader still on the widget
 * (issue 11). */
static void
reset_description (GtkWidget *widget)
{
  GtkWidget *other = NULL;

  if (g_object_get_data (G_OBJECT (widget), "herald-a11y-undescribed") != NULL)
    {
      g_object_set_data (G_OBJECT (widget), "herald-a11y-undescribed", NULL);
      other = described_by (widget);
    }
  if (g_object_get_data (G_OBJECT (widget), HERALD_A11Y_TRACKED_KEY) != NULL
      && (GTK_IS_DROP_DOWN (widget) || ADW_IS_COMBO_ROW (widget)))
    {
      if (other != NULL)
        gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                        other, NULL, -1);
      herald_a11y_drop_down_update (widget);
    }
  else if (g_object_get_data (G_OBJECT (widget), HERALD_A11Y_TRACKED_KEY) != NULL && GTK_IS_TOGGLE_BUTTON (widget))
    /* a die face: an empty description, not its tooltip's name again */
    herald_a11y_update_choice (widget), herald_restore_description (widget, "", other);
  else
    /* the reason given on demand (herald_update_described ()) comes back with the label
     * that describes the widget */
    herald_restore_description (widget, NULL, other);
}

static void append_said (GString    *string,
                         const char *text);
static gboolean on_leaving_page (GtkWidget *focus);
static gboolean has_words (void);
static void announce_schedule (void);

/* The page's name: the words it holds (a toast's first), then its heading's unless the words
 * say it already ("Anna built the Theater. Anna Wins!", but "Production 5; Anna wins!": the
 * turn's "Anna wins" is not said at the end, and the win was said three times, N46-8); else
 * its heading */
static void
lead_update (GtkWidget *page)
{
  g_autoptr(GString) said = g_string_new (NULL);
  g_autoptr(GString) heading = g_string_new (NULL);
  GtkWidget *label = g_object_get_data (G_OBJECT (page), LEAD_HEADING_KEY);

  append_said (said, lead_first->str);
  append_said (said, lead_rest->str);
  if (said->len == 0)
    return;
  if (label != NULL && GTK_IS_LABEL (label))
    herald_a11y_append_one_line (heading, gtk_label_get_text (GTK_LABEL (label)));
  g_strstrip (heading->str);
  {
    g_autofree char *words = g_utf8_casefold (said->str, -1);
    g_autofree char *title = g_utf8_casefold (heading->str, -1);

    /* "anna wins!" without its "!" */
    if (g_str_has_suffix (title, "!"))
      title[strlen (title) - 1] = '\0';
    if (*title == '\0' || strstr (words, title) == NULL)
      append_said (said, heading->str);
  }
  lead_named = TRUE;
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, said->str, -1);
}

/* The page is named by its heading again; words it held that were not read (@release) are
 * said as any others, first */
static void
lead_end (gboolean release)
{
  g_autoptr(GtkWidget) page = g_weak_ref_get (&lead_page);

  g_weak_ref_set (&lead_page, NULL);
  if (page == NULL)
    return;
  if (release && !lead_entered && (lead_first->len > 0 || lead_rest->len > 0))
    {
      if (pending_first == NULL)
        pending_first = g_string_new (NULL);
      if (pending == NULL)
        pending = g_string_new (NULL);
      append_said (lead_first, pending_first->str);
      g_string_assign (pending_first, lead_first->str);
      append_said (lead_rest, pending->str);
      g_string_assign (pending, lead_rest->str);
      announce_schedule ();
    }
  g_string_truncate (lead_first, 0);
  g_string_truncate (lead_rest, 0);
  if (!lead_named)
    return;
  lead_named = FALSE;
  gtk_accessible_reset_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  g_object_get_data (G_OBJECT (page), LEAD_HEADING_KEY), NULL, -1);
}

/* The page shows: the words pending, and those said until the focus comes in, are its name */
static void
lead_page_mapped_cb (GtkWidget *page)
{
  g_autoptr(GtkWidget) awaited = g_weak_ref_get (&awaited_window);

  /* a dialog's words wait for the dialog (lead_dialog ()) */
  if (awaited != NULL)
    return;
  lead_end (TRUE);
  if (lead_first == NULL)
    {
      lead_first = g_string_new (NULL);
      lead_rest = g_string_new (NULL);
    }
  g_string_assign (lead_first, pending_first != NULL ? pending_first->str : "");
  g_string_assign (lead_rest, pending != NULL ? pending->str : "");
  if (pending_first != NULL)
    g_string_truncate (pending_first, 0);
  if (pending != NULL)
    g_string_truncate (pending, 0);
  g_weak_ref_set (&lead_page, page);
  lead_entered = FALSE;
  lead_since = g_get_monotonic_time ();
  lead_update (page);
  announce_schedule ();
}

static void
lead_page_unmapped_cb (GtkWidget *page)
{
  g_autoptr(GtkWidget) leading = g_weak_ref_get (&lead_page);

  if (leading == page)
    lead_end (TRUE);
}

/* The focus moved to @focus (%NULL: nowhere yet, a page changing) */
static void
lead_focus_moved (GtkWidget *focus)
{
  g_autoptr(GtkWidget) page = g_weak_ref_get (&lead_page);

  if (page == NULL || focus == NULL)
    return;
  if (!lead_entered)
    {
      /* elsewhere, the words wait a while (lead_waiting ()): the page behind is given its
       * focus back as it fades out (herald-a11y-focus.c), before the page takes it */
      lead_entered = gtk_widget_is_ancestor (focus, page);
      return;
    }
  lead_end (TRUE);
}

/* @text (on one line) joins the page's name while it shows and the focus is still to come */
static gboolean
lead_join (const char *text,
           gboolean    first)
{
  g_autoptr(GtkWidget) page = g_weak_ref_get (&lead_page);

  if (page == NULL || lead_entered)
    return FALSE;
  append_said (first ? lead_first : lead_rest, text);
  lead_update (page);
  return TRUE;
}

/* Whether the page's words are still waiting for the focus (else they are said as any): a
 * while, longer while the window's focus is nowhere (the page still coming in, its stack's
 * transition slow on a loaded machine) */
static gboolean
lead_waiting (void)
{
  g_autoptr(GtkWidget) page = g_weak_ref_get (&lead_page);
  GtkRoot *root;
  gint64 waited = g_get_monotonic_time () - lead_since;

  if (page == NULL || lead_entered)
    return FALSE;
  root = gtk_widget_get_root (page);
  if (waited < LEAD_WAIT_US
      || (waited < LEAD_WAIT_NOWHERE_US && root != NULL && gtk_root_get_focus (root) == NULL))
    return TRUE;
  lead_end (TRUE);
  return FALSE;
}

/**
 * herald_a11y_lead_page:
 * @page: a page named by @heading (its labelled-by relation)
 * @heading: the page's heading
 *
 * What is still to be said as @page shows (the step that showed it: its toast, the turn), and
 * what is said until the focus comes into it, is said first as the focus comes in, as @page's
 * name in place of @heading's, until the focus moves on; the winner's page.
 */
void
herald_a11y_lead_page (GtkWidget *page,
                       GtkWidget *heading)
{
  g_return_if_fail (GTK_IS_WIDGET (page) && GTK_IS_WIDGET (heading));

  g_object_set_data (G_OBJECT (page), LEAD_HEADING_KEY, heading);
  g_signal_connect (page, "map", G_CALLBACK (lead_page_mapped_cb), NULL);
  g_signal_connect (page, "unmap", G_CALLBACK (lead_page_unmapped_cb), NULL);
}

static guint rename_id;
/* not a reference: a dialog kept by it outlived its parent, and crashed (test-window-keys) */
static GWeakRef rename_window;

static gboolean
rename_cb (gpointer data)
{
  g_autoptr(GtkWindow) window = g_weak_ref_get (&rename_window);
  GtkWidget *focus = window != NULL ? gtk_window_get_focus (window) : NULL;

  rename_id = 0;
  if (focus != NULL && !on_leaving_page (focus))
    herald_a11y_rename_now ();
  return G_SOURCE_REMOVE;
}

/* The description stays while the widget has the focus (taking it away at once would be
 * spoken too: GTK then describes the widget by its tooltip), and goes when the focus moves
 * on, when the screen reader no longer follows that widget. */
static void
focus_moved_cb (GtkWindow *window)
{
  g_autoptr(GtkWidget) widget = g_weak_ref_get (&announced_on);
  GtkWidget *focus = gtk_window_get_focus (window);

  focus_moved_at = g_get_monotonic_time ();
  herald_a11y_focus_keep (window);
  /* a control left (or told anew) has its new name once the step that moved the focus is
   * done, the screen reader there too: not while the focus is nowhere or on a page its stack
   * is leaving (the winner's page coming in, the focus given to the Road button's neighbour
   * first: Orca skipped that focus for the page's, and said the Road button's new name) */
  if (focus != NULL)
    g_weak_ref_set (&rename_window, window);
  if (focus != NULL && rename_id == 0)
    rename_id = g_idle_add (rename_cb, NULL);
  lead_focus_moved (focus);

  if (widget == NULL || gtk_window_get_focus (window) == widget)
    return;

  reset_description (widget);
  g_weak_ref_set (&announced_on, NULL);
}

/* A window that becomes active presents its focus anew (a dialog the window manager
 * activates after it showed, the window a dialog gave the focus back to) */
static void
window_activated_cb (GtkWindow *window)
{
  focus_moved_at = g_get_monotonic_time ();
  herald_a11y_focus_window_activated (window);
}

void
herald_a11y_watch_focus (GtkWindow *window)
{
  if (g_object_get_data (G_OBJECT (window), "herald-a11y-focus-watched") == NULL)
    {
      g_object_set_data (G_OBJECT (window), "herald-a11y-focus-watched", GINT_TO_POINTER (TRUE));
      g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_moved_cb), NULL);
      g_signal_connect (window, "notify::is-active", G_CALLBACK (window_activated_cb), NULL);
      herald_a11y_focus_ring_watch (window);
    }
}

static GtkWidget *
focus_of_active_window (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();
  GtkWindow *window = NULL;
  GtkWidget *focus;

  /* not a window going (herald_a11y_window_going ()) */
  for (GList *l = windows; l != NULL; l = l->next)
    if (!herald_a11y_window_is_going (l->data) && gtk_window_is_active (l->data))
      window = l->data;

  if (window == NULL)
    return NULL;

  herald_a11y_watch_focus (window);

  focus = gtk_window_get_focus (window);
  /* the text inside a spin button has the focus, the spin button is what screen readers are
   * told has it (its text is not an accessible of its own) */
  if (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) != NULL)
    focus = gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON);

  return focus != NULL ? focus : GTK_WIDGET (window);
}

/* The announcement is sent to the screen reader with the change (the event carries the
 * text), and the description is blanked at once, in the same call: not reset (GTK would
 * describe the widget by its tooltip again, and that would be spoken), and not in a later
 * idle. A screen reader that reads the focused widget (or the window) as it presents it, its
 * question answered by the application's main loop before any idle, found the announcement
 * still there and said it a second time after the change's event: "Herald frame. Ana's
 * turn. Production 3; … Ana's turn. Production 3; …" as Enter Dice closed on a loaded
 * machine, where the idle waited 1.3 s behind the window's redraws (N22-9; ui-speech failed
 * so). Now no question can find the announcement: only its event says it. */
static gboolean
has_words (void)
{
  return (pending != NULL && pending->len > 0) || (pending_first != NULL && pending_first->len > 0);
}

/* words to say, or a dialog to wait for (the value of the combo row it opens on, announce_cb ()) */
static gboolean
has_pending (void)
{
  g_autoptr(GtkWidget) awaited = g_weak_ref_get (&awaited_window);

  return awaited != NULL || has_words ();
}

/* @text (on one line already) after what @string holds, with a pause between: a full stop
 * unless a sentence already ends there ("Anna wins!" was said "wins!.", tester report 46,
 * N46-8) */
static void
append_said (GString    *string,
             const char *text)
{
  if (*text == '\0')
    return;
  if (string->len > 0)
    {
      gunichar last = g_utf8_get_char (g_utf8_find_prev_char (string->str, string->str + string->len));

      g_string_append (string, last == '.' || last == '!' || last == '?' || last == 0x2026 ? " " : ". ");
    }
  g_string_append (string, text);
}

/* What the window says as a dialog opens over it (the roll's sentence that brought the
 * check-in or a card, the attack's outcome) is said first, with the dialog's own words: put on
 * its focus once active, it came after the first control ("… combo box. Anna. The barbarian
 * ship lands: …", as if the dialog's next line), and the outcome after "Continue push button."
 * (tester report 25, N25-10). Not active yet, the dialog has not been read: it is read whole. */
#define DIALOG_WORDS_KEY "herald-a11y-dialog-words"
#define DIALOG_LEAD_KEY "herald-a11y-dialog-lead"

static void
lead_dialog (GtkWidget *dialog)
{
  g_autoptr(GString) lead = g_string_new (g_object_get_data (G_OBJECT (dialog), DIALOG_LEAD_KEY));
  const char *words = g_object_get_data (G_OBJECT (dialog), DIALOG_WORDS_KEY);
  g_autoptr(GString) said = NULL;

  if (!has_words ())
    return;
  append_said (lead, pending_first != NULL ? pending_first->str : "");
  append_said (lead, pending != NULL ? pending->str : "");
  if (pending_first != NULL)
    g_string_truncate (pending_first, 0);
  if (pending != NULL)
    g_string_truncate (pending, 0);
  said = g_string_new (lead->str);
  append_said (said, words != NULL ? words : "");
  g_object_set_data_full (G_OBJECT (dialog), DIALOG_LEAD_KEY, g_string_free (g_steal_pointer (&lead), FALSE), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said->str, -1);
}

/* Whether @focus is on a page its stack is leaving: the winner's page fading out as Undo brings
 * the table back, given the focus back meanwhile (herald-a11y-focus.c) */
static gboolean
on_leaving_page (GtkWidget *focus)
{
  for (GtkWidget *child = focus; child != NULL; child = gtk_widget_get_parent (child))
    {
      GtkWidget *parent = gtk_widget_get_parent (child);

      if (parent != NULL && GTK_IS_STACK (parent) && gtk_stack_get_visible_child (GTK_STACK (parent)) != child)
        return TRUE;
    }
  return FALSE;
}

static gboolean
announce_cb (gpointer user_data)
{
  GtkWidget *focus = focus_of_active_window ();
  gint64 now = g_get_monotonic_time ();
  gint64 since = now - focus_moved_at;
  GtkWidget *active_focus = focus;
  gboolean opened = FALSE;  /* the focus is in the dialog awaited, nothing said in it yet */

  /* words a page shown holds for the focus to come into it (lead_page_mapped_cb ()) */
  if (lead_waiting ())
    {
      announce_id = g_timeout_add (100, announce_cb, NULL);
      return G_SOURCE_REMOVE;
    }

  if (since >= 0 && since < FOCUS_SETTLE_US && has_pending ())
    {
      announce_id = g_timeout_add ((FOCUS_SETTLE_US - since) / G_TIME_SPAN_MILLISECOND + 1, announce_cb, NULL);
      return G_SOURCE_REMOVE;
    }
  /* no window is active yet (a dialog the window manager has not activated): wait for one,
   * a while, rather than lose what was to be said (an attack's result was silent so). The
   * while is counted from when no window was active, not from when the announcement was
   * first due: a roll that opens the check-in, then the attack's result, keeps its
   * announcement waiting for the focus to settle more than that on a loaded machine, and
   * the moment between two dialogs, with no window active, then dropped the roll's
   * sentence, the check-in and the result together (ui-speech failed so) */
  /* A dialog's words wait for that dialog to be the active window: put on the focus of the
   * window being left (the privacy step closing as the card it hid opens), they were lost
   * as the screen reader followed the focus into the new dialog (ui-speech: the card's text
   * unheard now and then) */
  {
    g_autoptr(GtkWidget) awaited = g_weak_ref_get (&awaited_window);

    if (awaited != NULL
        && (!gtk_widget_get_visible (awaited) || gtk_window_is_active (GTK_WINDOW (awaited))))
      {
        g_weak_ref_set (&opened_window, gtk_widget_get_visible (awaited) ? awaited : NULL);
        g_weak_ref_set (&awaited_window, NULL);
      }
    else if (awaited != NULL)
      {
        lead_dialog (awaited);
        focus = NULL;
      }
  }
  /* the active window's focus is on a page its stack is leaving (the winner's page fading
   * out as Undo brings the table back): the words wait for the page coming in to take it, as
   * for a window to be active. Put there, on a row about to go, they were not heard: Undo on
   * the winner's page said only "End Turn button", not "Undone: …" (tester report 34,
   * N34-4). A window whose focus is nowhere still takes them itself (N22-9). */
  if (focus != NULL && has_words () && on_leaving_page (focus))
    focus = NULL;
  /* Likewise while the focus the page change let go is still to be found again: its idle
   * waits behind the frames of the table coming in on a loaded machine, and the words, put on
   * the window itself with its focus nowhere, were not heard (a screen reader reads the
   * control it is on; CI, test-a11y-glitches undo-win-said) */
  if (focus != NULL && has_words () && GTK_IS_WINDOW (focus) && herald_a11y_focus_restoring (GTK_WINDOW (focus)))
    focus = NULL;
  if (focus == NULL && has_pending ())
    {
      if (inactive_since == 0)
        inactive_since = now;
      if (now - inactive_since < WAIT_ACTIVE_US)
        {
          announce_id = g_timeout_add (100, announce_cb, NULL);
          return G_SOURCE_REMOVE;
        }
    }
  inactive_since = 0;
  /* waited long enough (a display without a window manager activates nothing): the focus of
   * the window that is active, as before */
  g_weak_ref_set (&awaited_window, NULL);
  focus = active_focus;

  announce_id = 0;
  /* The dialog awaited stays opened until something is said in it: with slow frames this ran
   * as it became active, before the words were due, and the value was left out of them
   * ("The barbarian ship lands: …" without "Anna.", flaky50-2) */
  {
    g_autoptr(GtkWidget) opened_dialog = g_weak_ref_get (&opened_window);

    opened = opened_dialog != NULL && focus != NULL
             && gtk_widget_get_root (focus) == GTK_ROOT (opened_dialog);
  }
  if (focus != NULL && (has_words () || (opened && herald_a11y_combo_row_value (focus) != NULL)))
    {
      g_weak_ref_set (&opened_window, NULL);
      g_autoptr(GtkWidget) before = g_weak_ref_get (&announced_on);

      if (before != NULL && before != focus)
        reset_description (before);
      if (described_by (focus) != NULL
          && g_object_get_data (G_OBJECT (focus), "herald-a11y-undescribed") == NULL)
        {
          g_object_set_data (G_OBJECT (focus), "herald-a11y-undescribed", GINT_TO_POINTER (TRUE));
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
        }
      g_autoptr(GString) said = g_string_new (NULL);
      const char *value = herald_a11y_combo_row_value (focus);

      /* A dialog that opens with the focus on a combo row: Orca 43 reads the row it enters
       * with the dialog without its description, the value ("Holds the Politics metropolis
       * combo box.": the check-in, newcomer report 22). What is said as it opens says the
       * value first, as Orca says it after the row on Tab. */
      if (opened && value != NULL)
        append_said (said, value);
      append_said (said, pending_first != NULL ? pending_first->str : "");

      append_said (said, pending != NULL ? pending->str : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      said->str, -1);
      g_weak_ref_set (&announced_on, focus);
      gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
    }
  if (pending != NULL)
    g_string_truncate (pending, 0);
  if (pending_first != NULL)
    g_string_truncate (pending_first, 0);
  /* the focused control's new name after what was said (herald_a11y_rename ()) */
  herald_a11y_rename_now ();

  return G_SOURCE_REMOVE;
}

static void
announce_schedule (void)
{
  if (announce_id == 0)
    announce_id = g_timeout_add (ANNOUNCE_DELAY_MS, announce_cb, NULL);
}

gboolean
herald_a11y_announce_is_pending (void)
{
  return has_pending ();
}

/* announce_cb () soon, if it is not due already: it gives a focused control its new name */
void
herald_a11y_announce_soon (void)
{
  announce_schedule ();
}

/* @first: said before what is pending (a toast's words) */
static void
announce (const char *text,
          gboolean    first)
{
  g_autoptr(GString) line = g_string_new (NULL);
  GString **to = first ? &pending_first : &pending;

  if (text == NULL)
    return;
  herald_a11y_append_one_line (line, text);
  g_strstrip (line->str);
  if (line->str[0] == '\0')
    return;
  if (lead_join (line->str, first))
    {
      announce_schedule ();
      return;
    }

  if (*to == NULL)
    *to = g_string_new (NULL);
  append_said (*to, line->str);

  if (announce_id == 0)
    announce_id = g_timeout_add (ANNOUNCE_DELAY_MS, announce_cb, NULL);
}

/**
 * herald_a11y_announce:
 * @text: a sentence for screen-reader users, e.g. the roll's sentence or "Undone: …"
 *
 * Has the screen reader say @text soon (300 ms later, joined with what else is announced
 * meanwhile), without moving the focus. Does nothing visible; without a screen reader
 * nothing happens at all.
 */
void
herald_a11y_announce (const char *text)
{
  announce (text, FALSE);
}

static void
announce_label_cb (GtkLabel *label)
{
  if (gtk_widget_get_visible (GTK_WIDGET (label)))
    herald_a11y_announce (gtk_label_get_text (label));
}

/**
 * herald_a11y_announce_label:
 * @label: a label whose changes a screen-reader user must hear (whose turn it is)
 *
 * Announces the text of @label with herald_a11y_announce() each time it changes.
 */
void
herald_a11y_announce_label (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  g_signal_connect (label, "notify::label", G_CALLBACK (announce_label_cb), NULL);
}

/**
 * herald_a11y_update_label_unsaid:
 * @label: a label given to herald_a11y_announce_label ()
 * @text: its new text
 *
 * herald_update_label () without the announcement: the turn's label at the end ("Anna
 * wins"), which the winner's page says as its heading (N46-8).
 *
 * Returns: %TRUE when the label changed
 */
gboolean
herald_a11y_update_label_unsaid (GtkLabel   *label,
                                 const char *text)
{
  gboolean changed;

  g_return_val_if_fail (GTK_IS_LABEL (label), FALSE);

  g_signal_handlers_block_by_func (label, announce_label_cb, NULL);
  changed = herald_update_label (label, text);
  g_signal_handlers_unblock_by_func (label, announce_label_cb, NULL);
  return changed;
}

/* A toast's words, said first (pending_first); a toast whose text grows by a line (steps
 * joined, herald-window-toast.c) says the new line only: "Anna played Deserter" was said
 * three times as the Deserter's two lines joined it */
#define TOAST_SAID_KEY "herald-a11y-toast-said"

static void
announce_toast_cb (GtkLabel *label)
{
  /* a phone's toast of a few words is read out whole (herald-window-toast.c) */
  const char *said = g_object_get_data (G_OBJECT (label), "herald-toast-said");
  const char *text = said != NULL ? said : gtk_label_get_text (label);
  const char *before = g_object_get_data (G_OBJECT (label), TOAST_SAID_KEY);
  const char *added = text;

  if (!gtk_widget_get_visible (GTK_WIDGET (label)) || text == NULL)
    return;
  if (before != NULL && *before != '\0' && g_str_has_prefix (text, before))
    added = text + strlen (before);
  announce (added, TRUE);
  g_object_set_data_full (G_OBJECT (label), TOAST_SAID_KEY, g_strdup (text), g_free);
}

/**
 * herald_a11y_announce_toast_again:
 * @label: a toast's label, shown, that says a new step in the words it already holds
 *
 * Says the toast's words again, whole: a step whose toast reads as the step before's ("Anna
 * built a settlement" twice) left the label's text as it was, GTK told no change, and the
 * second step was not heard (fix32's finding, session 32). A label not shown yet is said as
 * it shows.
 */
void
herald_a11y_announce_toast_again (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  if (g_object_get_data (G_OBJECT (label), "herald-a11y-toast") == NULL)
    return;
  g_object_set_data (G_OBJECT (label), TOAST_SAID_KEY, NULL);
  announce_toast_cb (label);
}

static gboolean
in_toast (GtkWidget *widget)
{
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    if (g_strcmp0 (G_OBJECT_TYPE_NAME (up), "AdwToastWidget") == 0)
      return TRUE;

  return FALSE;
}

/* A message dialog says its message before its focused control: Orca 43 reads a dialog it
 * enters as "name, dialog, description" (its unrelated labels, which GTK 4.8 never marks as
 * showing, so none), and the dialog's name is its heading (libadwaita makes it the window's
 * title). So the body, and what the dialog shows under it (the cards of a hand, the
 * check-in's outcome), become the dialog's description before it is shown. Announced, as
 * the focused control's description, they were said after that control ("Enter Dice dialog.
 * Ship. not selected radio button. Enter Dice. Enter the three dice Anna rolled.": newcomer
 * report 17, N17-7). A description change of a window that is not the screen reader's
 * locus of focus is not spoken, so setting it here is not heard a second time. */
static void
describe_dialog (GtkWidget *widget)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (widget);
  const char *body = adw_message_dialog_get_body (dialog);
  const char *extra = g_object_get_data (G_OBJECT (widget), "herald-a11y-extra-text");
  g_autoptr(GString) said = g_string_new (NULL);

  if (body != NULL && *body != '\0')
    {
      g_autofree char *plain = NULL;

      if (!adw_message_dialog_get_body_use_markup (dialog))
        herald_a11y_append_one_line (said, body);
      else if (pango_parse_markup (body, -1, 0, NULL, &plain, NULL, NULL))
        herald_a11y_append_one_line (said, plain);
    }
  if (extra != NULL && *extra != '\0')
    {
      g_autoptr(GString) line = g_string_new (NULL);

      herald_a11y_append_one_line (line, extra);
      g_strstrip (line->str);
      append_said (said, line->str);
    }
  g_strstrip (said->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  said->str, -1);
  g_object_set_data_full (G_OBJECT (widget), DIALOG_WORDS_KEY, g_strdup (said->str), g_free);
  lead_dialog (widget);
  /* what is said after it opened waits for it (announce_cb ()): the value of its combo row */
  g_weak_ref_set (&awaited_window, widget);
  if (announce_id == 0)
    announce_id = g_timeout_add (ANNOUNCE_DELAY_MS, announce_cb, NULL);
}

/* libadwaita 1.2's toasts and message dialogs are not read when they show: they are said as
 * they are realized (herald-a11y-private.h) */
void
herald_a11y_announce_shown (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && in_toast (widget) && !herald_a11y_is_decoration (widget))
    {
      if (g_object_get_data (G_OBJECT (widget), "herald-a11y-toast") == NULL)
        {
          g_object_set_data (G_OBJECT (widget), "herald-a11y-toast", GINT_TO_POINTER (TRUE));
          g_signal_connect (widget, "notify::label", G_CALLBACK (announce_toast_cb), NULL);
          announce_toast_cb (GTK_LABEL (widget));
        }
    }
  else if (ADW_IS_MESSAGE_DIALOG (widget))
    describe_dialog (widget);
}
