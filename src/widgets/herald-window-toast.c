/* herald-window-toast.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's toasts: one per step, what a step says joined in it (the newest messages that
 * fit its 6 lines), a toast on screen saying the next step instead of giving way to a new one
 * (libadwaita 1.2), all through the toast gate (herald-toast-gate.c), and a width that fits a
 * phone. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-game-over-page.h"
#include "herald-inset-layout.h"
#include "herald-text.h"
#include "herald-toast-gate.h"
#include "herald-window-private.h"
#include "herald-word-width.h"

/* A toast's messages (one a line, a paragraph each) share 6 lines: the newest that fit whole
 * at the toast's width are kept, the newest always, up to 10 lines (a toast of 16 lines
 * spilled over the table with fast Undo and Redo, breaker report 9, item 9). Pango limits a
 * label's lines per paragraph: they were shared out equally, and on a phone at text scale
 * 1.5 the Romanian "Sabotor: Bogdan, apoi Cristina aruncă jumătate din cărți…" lost its end
 * in 3 lines beside a first message of 2 (tester report 30, N30-5). A message left out is
 * an earlier one of the same step, in the history. 7, not 6: a card played is said in two
 * messages, "Ana-Maria a jucat Nuntă" and what it did (N43-2), and on a phone at text scale
 * 1.5 the Wedding's 5 lines left its first message out: the toast no longer named the card. */
#define TOAST_LINES 7
#define TOAST_LINES_ONE 10
#define TOAST_MESSAGES 3

/* The toast's whole text (the newest TOAST_MESSAGES messages, one a line), of which its
 * label shows what fits (trim_toast_text ()) */
static const char *
toast_text (GtkLabel *label)
{
  const char *text = g_object_get_data (G_OBJECT (label), "herald-toast-text");

  return text != NULL ? text : gtk_label_get_label (label);
}

/* A setup placement's toast on a phone shows a few words (@brief of set_toast_text ()) on
 * one line, its Undo beside them: the whole sentence took two lines and Undo a third, and the
 * setup card's headline scrolled out at the top while it showed (tester report 32, N32-1).
 * A screen reader is told the whole sentence (TOAST_SAID_KEY, herald-a11y-announce.c). */
#define TOAST_BRIEF_KEY "herald-toast-brief"
/* the most lines a phone's few words take */
#define TOAST_BRIEF_LINES 2
/* Before an Undo's or a Redo's few words, its icon (the header's): "Undone: Roșu a amplasat
 * prima așezare" took two lines, and "Roșu: așezare anulată" did not fit one (setup32's note) */
#define TOAST_ICON_KEY "herald-toast-icon"
#define TOAST_SAID_KEY "herald-toast-said"

/* Sets @text, its newest messages (one a line), on @label; trim_toast_text () keeps what
 * fits. @brief: the same in a few words, for a phone (toast_brief ()), or %NULL; @said: what
 * a screen reader is told instead of @text ("": nothing), or %NULL */
static void
set_toast_text (GtkLabel   *label,
                const char *text,
                const char *brief,
                const char *icon,
                const char *said)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);
  guint first = n > TOAST_MESSAGES ? n - TOAST_MESSAGES : 0;
  char *kept = g_strjoinv ("\n", lines + first);

  g_object_set_data_full (G_OBJECT (label), TOAST_BRIEF_KEY, g_strdup (brief), g_free);
  g_object_set_data_full (G_OBJECT (label), TOAST_ICON_KEY, g_strdup (brief != NULL ? icon : NULL), g_free);
  /* before the label changes: its change is what is read out */
  g_object_set_data_full (G_OBJECT (label), TOAST_SAID_KEY,
                          said != NULL ? g_strdup (said) : brief != NULL ? g_strdup (kept) : NULL, g_free);
  gtk_label_set_lines (GTK_LABEL (label), TOAST_LINES_ONE);
  gtk_label_set_label (label, kept);
  g_object_set_data_full (G_OBJECT (label), "herald-toast-text", kept, g_free);
}

/* The few words @label shows instead of its text on a phone's layout, or %NULL */
static const char *
toast_brief (HeraldWindow *self,
             GtkLabel     *label)
{
  return self->narrow ? g_object_get_data (G_OBJECT (label), TOAST_BRIEF_KEY) : NULL;
}

/* The lines @text takes in @label @width px wide */
static int
message_lines (GtkLabel   *label,
               const char *text,
               int         width)
{
  /* the label's own layout, its font and attributes, for the whole text */
  g_autoptr(PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (label));

  pango_layout_set_text (layout, text, -1);
  pango_layout_set_height (layout, -1);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_width (layout, MAX (width, 1) * PANGO_SCALE);
  return pango_layout_get_line_count (layout);
}

/* @label, its width fitted, shows the newest messages of its toast that fit TOAST_LINES whole
 * (the newest at least, up to TOAST_LINES_ONE) */
static void
trim_toast_text (GtkLabel *label)
{
  g_auto(GStrv) lines = g_strsplit (toast_text (label), "\n", -1);
  guint n = g_strv_length (lines), first = n;
  int width = 0, total = 0, most = 1;

  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  while (first > 0)
    {
      int need = message_lines (label, lines[first - 1], width);

      if (first < n && total + need > TOAST_LINES)
        break;
      total += need;
      most = MAX (most, need);
      first--;
    }
  gtk_label_set_lines (label, MIN (most, TOAST_LINES_ONE));
  {
    g_autofree char *kept = g_strjoinv ("\n", lines + first);

    if (g_strcmp0 (kept, gtk_label_get_label (label)) != 0)
      gtk_label_set_label (label, kept);
  }
}

/* The toast's title: its label at its natural width whatever height it is asked for. The
 * toast lays its title, Undo and close out in a row as high as its buttons, and a row asks a
 * wrapping label for the least width at that height: the label, two lines in the buttons'
 * height, got 153 of its 279 px at 1280 px (verify report 11, V-4). Its least width stays
 * the label's, a few characters. */
typedef struct
{
  GtkLayoutManager parent_instance;
} HeraldToastTitleLayout;

typedef GtkLayoutManagerClass HeraldToastTitleLayoutClass;

GType herald_toast_title_layout_get_type (void);
G_DEFINE_TYPE (HeraldToastTitleLayout, herald_toast_title_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode
herald_toast_title_layout_get_request_mode (GtkLayoutManager *manager,
                                            GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_toast_title_layout_measure (GtkLayoutManager *manager,
                                   GtkWidget        *widget,
                                   GtkOrientation    orientation,
                                   int               for_size,
                                   int              *minimum,
                                   int              *natural,
                                   int              *minimum_baseline,
                                   int              *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, NULL, NULL);
}

static void
herald_toast_title_layout_allocate (GtkLayoutManager *manager,
                                    GtkWidget        *widget,
                                    int               width,
                                    int               height,
                                    int               baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, -1, NULL);
}

static void
herald_toast_title_layout_class_init (HeraldToastTitleLayoutClass *klass)
{
  klass->get_request_mode = herald_toast_title_layout_get_request_mode;
  klass->measure = herald_toast_title_layout_measure;
  klass->allocate = herald_toast_title_layout_allocate;
}

static void
herald_toast_title_layout_init (HeraldToastTitleLayout *self)
{
}

static gboolean
toast_step_over_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;

  self->toast_step_id = 0;
  self->toast_fresh = FALSE;
  return G_SOURCE_REMOVE;
}

/* The step that said the toast ends once the main loop has handled what came with it (keys
 * typed fast come in one turn): at G_PRIORITY_HIGH_IDLE, ahead of the frames. At the default
 * idle priority, behind GDK's redraws, a busy window's frames held it back for 800 ms and
 * more on a loaded machine, and a refusal then was joined to the toast of the step before
 * (test-refused-taps' refusal-after-busy-frames). */
static void
toast_step_over_soon (HeraldWindow *self)
{
  g_clear_handle_id (&self->toast_step_id, g_source_remove);
  self->toast_step_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, toast_step_over_cb, self, NULL);
}

/* The winner's summary ends above the toast on screen (@toast, %NULL when it has gone): the
 * winning step's toast covered New Game and Back to the Table at the end of the page, at
 * 360 × 640 */
static void
herald_window_inset_summary (HeraldWindow *self,
                             GtkWidget    *toast)
{
  int height = 0;

  if (self->game_over_page == NULL)
    return;
  if (toast != NULL)
    {
      int room = gtk_widget_get_width (GTK_WIDGET (self->toast_overlay));
      int width = 0;

      /* as tall as the overlay lays it out: its width, then its height for it (margins in) */
      gtk_widget_measure (toast, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      if (room > 0)
        width = MIN (width, room);
      gtk_widget_measure (toast, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
    }
  herald_game_over_page_set_bottom_inset (self->game_over_page, height);
}

/* The toast's inset of the table's pages, in pixels (0 for none) */
int
herald_window_table_inset (HeraldWindow *self)
{
  if (self->view_stack == NULL)
    return 0;
  return herald_inset_layout_get_inset (HERALD_INSET_LAYOUT (gtk_widget_get_layout_manager (
    gtk_widget_get_parent (GTK_WIDGET (self->view_stack)))));
}

/* The toast has gone: the turn's column scrolls back to where it was before the toast's inset
 * scrolled it, unless something else scrolled it since (the player, a step). On a phone at
 * text scale 1.5 every setup step's toast scrolled the column by the toast's height, and it
 * stayed there: the headline lost the player's name, then its first line; in Round 1 the
 * dice were cut at the top (tester report 30, N30-3). */
static void
scroll_back_from_toast (HeraldWindow *self)
{
  GtkWidget *scroller = self->toast_scroller;

  if (self->toast_scrolled && scroller != NULL)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

      if (G_APPROX_VALUE (gtk_adjustment_get_value (adjustment), self->toast_scrolled_to, 1.0))
        gtk_adjustment_set_value (adjustment, self->toast_scrolled_from);
    }
  self->toast_scrolled = FALSE;
  g_clear_weak_pointer (&self->toast_scroller);
}

/* The table's pages (Table, Players) end @inset pixels higher, above the toast on screen (0
 * for none): on a phone at text scale 1.5 the toast of an attack covered End Turn, and on
 * the Players page the next player's name and points (newcomer report 18, N18-2). Their
 * scrolled content is not covered, it scrolls; End Turn or Roll, focused, scrolls into view.
 * The inset is their layout's (herald-inset-layout.c), not a margin: as their bottom margin
 * it was added to the window's least height, and on a phone at text scale 1.5 the window
 * grew by the toast's height, past the screen, for each toast (newcomer report 23, N23-4).
 * Where the pages have less room than the toast, it covers their bottom. */
static void
herald_window_inset_table (HeraldWindow *self,
                           int           inset)
{
  HeraldInsetLayout *layout;

  if (self->view_stack == NULL)
    return;
  layout = HERALD_INSET_LAYOUT (gtk_widget_get_layout_manager (gtk_widget_get_parent (GTK_WIDGET (self->view_stack))));
  if (herald_inset_layout_get_inset (layout) == MAX (inset, 0))
    return;
  herald_inset_layout_set_inset (layout, inset);
  if (inset <= 0)
    scroll_back_from_toast (self);
  /* the focused widget (End Turn, Roll: what the player presses next) scrolls above it */
  if (inset > 0)
    herald_window_keep_in_view (self, HERALD_VIEW_TOAST);
}

/* On a phone the toast sits above the view switcher at the bottom (Table, Players): over it,
 * it hid the Players tab for its whole time (newcomer report 10, A-11). The overlay places
 * the toast at its bottom edge, margins included. The table's pages end above it
 * (herald_window_inset_table ()), at every width: at 1280 × 800 a toast lay over the bottom
 * cards' forecast and their Road and Merchant buttons (tester report 30, N30-5). */
static void
herald_window_lift_toast (HeraldWindow *self,
                          GtkLabel     *label)
{
  int bar = 0;

  /* not over the winner's summary, where the bar is not (a toast lifted on the table as the
   * game ended stayed 36 px above the summary's bottom) */
  GtkWidget *page = gtk_stack_get_visible_child (self->main_stack);

  if (self->switcher_bar != NULL && adw_view_switcher_bar_get_reveal (self->switcher_bar) &&
      gtk_widget_get_mapped (GTK_WIDGET (self->switcher_bar)) &&
      page != NULL && gtk_widget_is_ancestor (GTK_WIDGET (self->switcher_bar), page))
    {
      /* the bar's full height, also while its revealer is still opening */
      GtkWidget *bar_widget = gtk_widget_get_first_child (GTK_WIDGET (self->switcher_bar));

      if (GTK_IS_REVEALER (bar_widget) && gtk_revealer_get_child (GTK_REVEALER (bar_widget)) != NULL)
        bar_widget = gtk_revealer_get_child (GTK_REVEALER (bar_widget));
      else
        bar_widget = GTK_WIDGET (self->switcher_bar);
      gtk_widget_measure (bar_widget, GTK_ORIENTATION_VERTICAL, -1, NULL, &bar, NULL, NULL);
    }

  for (GtkWidget *toast = gtk_widget_get_parent (GTK_WIDGET (label)); toast != NULL;
       toast = gtk_widget_get_parent (toast))
    if (gtk_widget_get_parent (toast) == GTK_WIDGET (self->toast_overlay))
      {
        int width = 0, height = 0;
        int room = gtk_widget_get_width (GTK_WIDGET (self->toast_overlay));

        gtk_widget_set_margin_bottom (toast, bar);
        herald_window_inset_summary (self, toast);
        /* as tall as the overlay lays it out, margins in, less the bar's part */
        gtk_widget_measure (toast, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
        if (room > 0)
          width = MIN (width, room);
        gtk_widget_measure (toast, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
        herald_window_inset_table (self, height - bar);
        break;
      }
}

/* A toast's line is at most this many characters long, however wide the window: a pill
 * across a whole 1280 px window is read as a bar, not a message */
#define TOAST_MAX_CHARS 50
/* a toast not yet in place: what its buttons and margins are guessed to take beside the label
 * (px), and what a character is guessed to take (px); it is fitted again as it maps */
#define TOAST_BUTTONS_GUESS 160
#define TOAST_CHAR_GUESS 8

/* The toast's button: Choose… where it says why a step waits for a decision put off
 * (@decide), else its Undo (@undo) or none. On a phone's layout (@narrow) Undo is under the
 * words (the title's own button, toast_title_new ()), not beside them: beside Undo and the
 * close button a German message at text scale 1.5 had 70 px, one word a line (verify report
 * 11, V-4), and without it a phone's toast had no Undo (tester report 30, N30-5). */
static void
toast_show_button (AdwToast *toast,
                   GtkLabel *label,
                   gboolean  undo,
                   gboolean  decide,
                   gboolean  narrow,
                   gboolean  brief)
{
  const char *action = decide && !narrow ? "game.decide" : undo && !narrow ? "game.undo" : NULL;
  GtkWidget *below = label != NULL ? g_object_get_data (G_OBJECT (label), "herald-toast-undo") : NULL;

  if (below != NULL)
    {
      gtk_widget_set_visible (below, undo && !decide && narrow);
      /* beside a phone's few words (@brief), as the header's Undo: its icon. With its
       * words ("Anulează") the few words had 100 px at text scale 1.5, "Roș… are" */
      gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_parent (below)),
                                      brief ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
      gtk_widget_set_valign (below, brief ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
      if (brief && gtk_button_get_icon_name (GTK_BUTTON (below)) == NULL)
        {
          gtk_button_set_icon_name (GTK_BUTTON (below), "edit-undo-symbolic");
          gtk_widget_set_tooltip_text (below, _("Undo"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (below), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Undo"), -1);
        }
      else if (!brief && gtk_button_get_label (GTK_BUTTON (below)) == NULL)
        {
          gtk_button_set_label (GTK_BUTTON (below), _("_Undo"));
          gtk_widget_set_tooltip_text (below, NULL);
          gtk_accessible_reset_property (GTK_ACCESSIBLE (below), GTK_ACCESSIBLE_PROPERTY_LABEL);
        }
    }
  if (g_strcmp0 (adw_toast_get_action_name (toast), action) == 0)
    return;
  /* Translators: the button of a toast that says a decision put off must be made first
   * ("A decision is still pending: the pillaged city must be chosen first"); it opens it */
  adw_toast_set_button_label (toast, action == NULL ? NULL : decide ? _("_Choose…") : _("_Undo"));
  adw_toast_set_action_name (toast, action);
}

/* The toast widget (AdwToastWidget) holding @label, or %NULL before it is in one */
static GtkWidget *
toast_widget_of (GtkLabel *label)
{
  for (GtkWidget *toast = gtk_widget_get_parent (GTK_WIDGET (label)); toast != NULL;
       toast = gtk_widget_get_parent (toast))
    if (g_strcmp0 (G_OBJECT_TYPE_NAME (toast), "AdwToastWidget") == 0)
      return toast;
  return NULL;
}

/* The toast uses the width there is (verify report 11, V-4): its words get as many
 * characters a line as fit in the window beside the toast's buttons and margins, measured
 * (at most TOAST_MAX_CHARS), as the label's natural width. Its least width stays a few
 * characters, so that a toast never holds a window wider than a phone's when it is made
 * narrow (it held one at 443 px, issue 11); the overlay gives a toast its natural width
 * (libadwaita 1.2, which also makes it as tall as its natural width needs: a label given less
 * wrapped to more lines than the pill was tall, newcomer report 11, N-11), so the label gets
 * what it was fitted for, and after a resize it is fitted again (herald_window_toast_resized).
 *
 * On a phone's layout the toast's Undo is under its words, not beside them (toast_show_button ()).
 * Then the words kept are those that fit whole (trim_toast_text ()). */
void
herald_window_fit_toast (HeraldWindow *self,
                         GtkLabel     *label)
{
  GtkWidget *toast;
  int room = gtk_widget_get_width (GTK_WIDGET (self->toast_overlay));
  int length;
  const char *brief, *was;

  if (label == NULL)
    return;
  /* a phone's few words on one line, their Undo beside them; else the whole text, again
   * after the window grew wider (trim_toast_text () keeps what fits) */
  brief = toast_brief (self, label);
  was = g_object_get_data (G_OBJECT (label), TOAST_BRIEF_KEY);
  {
    GtkWidget *image = g_object_get_data (G_OBJECT (label), "herald-toast-icon-image");
    const char *icon = g_object_get_data (G_OBJECT (label), TOAST_ICON_KEY);

    if (image != NULL)
      {
        gtk_widget_set_visible (image, brief != NULL && icon != NULL);
        if (brief != NULL && icon != NULL)
          gtk_image_set_from_icon_name (GTK_IMAGE (image), icon);
      }
  }
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  if (brief != NULL)
    {
      /* two lines at most, whole where they fit: on one line with a middle ellipsis
       * "Figuren von Jürgen korrigiert" read "Figuren von… n korrigiert" (tester report 36,
       * N36-3) */
      gtk_label_set_lines (label, TOAST_BRIEF_LINES);
      if (g_strcmp0 (gtk_label_get_label (label), brief) != 0)
        gtk_label_set_label (label, brief);
    }
  else if (was != NULL && g_strcmp0 (gtk_label_get_label (label), was) == 0)
    {
      gtk_label_set_lines (label, TOAST_LINES_ONE);
      gtk_label_set_label (label, toast_text (label));
    }
  if (room <= 0)
    room = gtk_widget_get_width (GTK_WIDGET (self));
  if (room <= 0)
    room = 360;
  self->toast_fitted_width = gtk_widget_get_width (GTK_WIDGET (self->toast_overlay));
  if (self->toast != NULL && label == self->toast_label)
    toast_show_button (self->toast, label, self->toast_undo, self->toast_decide, self->narrow, brief != NULL);

  /* the longest message of the toast (one a line) is the most a line needs */
  {
    g_auto(GStrv) lines = g_strsplit (brief != NULL ? brief : gtk_label_get_text (label), "\n", -1);

    length = 1;
    for (guint i = 0; lines[i] != NULL; i++)
      length = MAX (length, (int) g_utf8_strlen (lines[i], -1));
  }
  length = MIN (length, TOAST_MAX_CHARS);
  gtk_label_set_width_chars (label, MIN (length, 4));

  toast = toast_widget_of (label);
  /* A phone's few words that take two lines break between words, never inside one: on a phone
   * at text scale 1.5 "Arancione: colonia" was a few px too wide for one line beside Undo and
   * the close button, and the toast gave its label less than its widest word: "Arancion-" over
   * "e: colonia" (newcomer report 53, newcomer53-2). The label is at least as wide as its
   * widest word when that fits beside the buttons; a word wider (a name of 64 characters)
   * still breaks where it must, so that the toast never holds the window wider than a phone. */
  gtk_widget_set_size_request (GTK_WIDGET (label), -1, -1);
  if (brief != NULL)
    {
      int buttons = TOAST_BUTTONS_GUESS, label_width = 0, toast_width = 0, widest = herald_widest_word (GTK_WIDGET (label), brief);

      if (toast != NULL)
        {
          gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_width, NULL, NULL);
          gtk_widget_measure (toast, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &toast_width, NULL, NULL);
          buttons = MAX (toast_width - label_width, 0);
        }
      if (buttons + widest <= room)
        gtk_widget_set_size_request (GTK_WIDGET (label), widest, -1);
    }
  if (toast == NULL)
    {
      /* not in its toast yet: a guess, fitted again as it maps */
      gtk_label_set_max_width_chars (label, CLAMP ((room - TOAST_BUTTONS_GUESS) / TOAST_CHAR_GUESS, 4, length));
    }
  else
    {
      /* the most characters a line for which the toast is as wide as the room, at least 4
       * (GTK counts a character as wide as an average one, narrower than most of a text's:
       * up to half as many again as the text has, for it to keep to one line) */
      int lo = 4, hi = MAX (length + length / 2, 4);

      while (lo < hi)
        {
          int mid = (lo + hi + 1) / 2;
          int nat = 0;

          gtk_label_set_max_width_chars (label, mid);
          gtk_widget_measure (toast, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
          if (nat <= room)
            lo = mid;
          else
            hi = mid - 1;
        }
      gtk_label_set_max_width_chars (label, lo);
    }
  if (brief == NULL)
    trim_toast_text (label);
  herald_window_lift_toast (self, label);
}

static void
toast_refit_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;

  self->toast_refit_id = 0;
  herald_window_fit_toast (self, self->toast_label);
}

/**
 * herald_window_toast_resized:
 *
 * Called as the window is laid out: the toast on screen is fitted again (in an idle) if the
 * window's width changed since it was fitted.
 */
void
herald_window_toast_resized (HeraldWindow *self)
{
  if (self->toast_label != NULL && self->toast_refit_id == 0 &&
      gtk_widget_get_width (GTK_WIDGET (self->toast_overlay)) != self->toast_fitted_width)
    self->toast_refit_id = g_idle_add_once (toast_refit_cb, self);
}

/* The toast's first frame is drawn: it is fitted again with its style now known (as it maps,
 * a new label's words are measured in the window's plain font, not yet the toast's heading:
 * Romanian counted 3 lines where it needed 4, and was cut) */
static void
toast_first_frame_cb (HeraldWindow  *self,
                      GdkFrameClock *clock)
{
  g_signal_handlers_disconnect_by_func (clock, toast_first_frame_cb, self);
  if (self->toast_label != NULL)
    herald_window_fit_toast (self, self->toast_label);
}

static void
toast_label_mapped_cb (GtkLabel     *label,
                       HeraldWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (label));

  herald_window_fit_toast (self, label);
  if (clock != NULL)
    {
      g_signal_handlers_disconnect_by_func (clock, toast_first_frame_cb, self);
      g_signal_connect_object (clock, "after-paint", G_CALLBACK (toast_first_frame_cb), self, G_CONNECT_SWAPPED);
    }
}

/* How long a step's toast stays, in seconds, counted from the last step it says */
#define TOAST_SECONDS 5

/* The toast's time is Herald's own, not libadwaita's (whose timeout a toast that says a newer
 * step cannot restart in 1.2): a step said in the last instant of a toast's time vanished at
 * once. As libadwaita's, it waits while the pointer is on the toast or the focus in it (Undo
 * reached by Tab). */
static gboolean
toast_time_up_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;
  GtkWidget *widget = GTK_WIDGET (self->toast_label);

  self->toast_timeout_id = 0;
  if (self->toast == NULL)
    return G_SOURCE_REMOVE;

  while (widget != NULL && gtk_widget_get_parent (widget) != GTK_WIDGET (self->toast_overlay))
    widget = gtk_widget_get_parent (widget);
  if (widget != NULL
      && (gtk_widget_get_state_flags (widget) & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_FOCUS_WITHIN)) != 0)
    {
      self->toast_timeout_id = g_timeout_add_seconds (1, toast_time_up_cb, self);
      return G_SOURCE_REMOVE;
    }

  /* the toast gate holds the dismissal back while the toast is still coming in */
  adw_toast_dismiss (self->toast);
  return G_SOURCE_REMOVE;
}

static void
toast_restart_time (HeraldWindow *self)
{
  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
  self->toast_timeout_id = g_timeout_add_seconds (TOAST_SECONDS, toast_time_up_cb, self);
}

/* A toast going away (its time is up, or closed) is no longer one a step can say itself in */
static void
toast_dismissed_cb (AdwToast     *toast,
                    HeraldWindow *self)
{
  /* or one let go of as it was dismissed (herald_window_toast_step_said ()), none after it */
  if (self->toast == toast || self->toast == NULL)
    {
      herald_window_inset_summary (self, NULL);
      herald_window_inset_table (self, 0);
    }
  if (self->toast == toast)
    {
      g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
      g_clear_weak_pointer (&self->toast);
      g_clear_weak_pointer (&self->toast_label);
    }
}

static void
toast_show (HeraldWindow *self,
            const char   *text,
            const char   *brief,
            const char   *icon,
            gboolean      with_undo,
            gboolean      with_decide,
            const char   *spoken)
{
  /* A toast title is one line of markup in libadwaita 1.2: a refusal names the rule, which
   * must not be cut off on a phone, so the title is a label that wraps (plain text: the
   * texts carry the players' names). */
  AdwToast *toast;
  GtkWidget *label;

  /* One toast per step: what the same step says joins the toast as a new line, once: Space
   * pressed three times where the roll is refused, the keys handled in one turn of the main
   * loop, said the refusal three times (robust report 31) */
  if (self->toast_step_id != 0 && self->toast_fresh && self->toast != NULL && self->toast_label != NULL)
    {
      g_auto(GStrv) said = g_strsplit (toast_text (self->toast_label), "\n", -1);
      g_autofree char *joined = NULL;

      if (g_strv_contains ((const char * const *) said, text))
        {
          self->toast_decide |= with_decide;
          return;
        }
      joined = g_strdup_printf ("%s\n%s", toast_text (self->toast_label), text);

      /* two steps' words: whole, not a few of the first's; a line a screen reader is not told
       * (spoken ""): what it was told before, so nothing is added */
      if (spoken != NULL && *spoken == '\0')
        {
          const char *before = g_object_get_data (G_OBJECT (self->toast_label), TOAST_SAID_KEY);
          g_autofree char *kept = g_strdup (before != NULL ? before : toast_text (self->toast_label));

          set_toast_text (self->toast_label, joined, NULL, NULL, kept);
        }
      else
        set_toast_text (self->toast_label, joined, NULL, NULL, NULL);
      self->toast_decide |= with_decide;
      herald_window_fit_toast (self, self->toast_label);
      self->toast_fresh = TRUE;
      return;
    }

  /* A toast of an earlier step still on screen says this step instead: queued behind it, a new
   * toast would come back later, and its Undo would take back a later step than the one it
   * names. It is not dismissed for a new one: libadwaita 1.2 crashes when a toast is dismissed
   * while it is still animating in (herald-toast-gate.c). */
  if (self->toast != NULL && self->toast_label != NULL)
    {
      /* the same words as the step before's: the label does not change, and is said again */
      gboolean same = g_strcmp0 (toast_text (self->toast_label), text) == 0;

      set_toast_text (self->toast_label, text, brief, icon, spoken);
      self->toast_undo = with_undo;
      self->toast_decide = with_decide;
      /* fitted with its Undo button or without, as it is now */
      herald_window_fit_toast (self, self->toast_label);
      if (same)
        herald_a11y_announce_toast_again (self->toast_label);
      /* the new step is read for the toast's whole time, not what was left of the old one's */
      toast_restart_time (self);
      toast_step_over_soon (self);
      self->toast_fresh = TRUE;
      return;
    }

  toast = adw_toast_new ("");
  label = gtk_label_new (NULL);
  set_toast_text (GTK_LABEL (label), text, brief, icon, spoken);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* the label gets the width it was fitted for (its natural width): a word breaks only when
   * it alone is wider than that line */
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  herald_window_fit_toast (self, GTK_LABEL (label));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  {
    GtkWidget *title = adw_bin_new ();
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *undo = gtk_button_new_with_mnemonic (_("_Undo"));

    gtk_widget_set_layout_manager (title, g_object_new (herald_toast_title_layout_get_type (), NULL));
    /* the phone's Undo, under the words (toast_show_button ()) */
    gtk_actionable_set_action_name (GTK_ACTIONABLE (undo), "game.undo");
    gtk_widget_set_halign (undo, GTK_ALIGN_END);
    gtk_widget_add_css_class (undo, "toast-undo");
    gtk_widget_set_visible (undo, FALSE);
    g_object_set_data (G_OBJECT (label), "herald-toast-undo", undo);
    {
      /* an Undo's or a Redo's icon before a phone's few words (TOAST_ICON_KEY) */
      GtkWidget *image = g_object_new (GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                       "visible", FALSE, NULL);

      g_object_set_data (G_OBJECT (label), "herald-toast-icon-image", image);
      gtk_box_append (GTK_BOX (box), image);
    }
    gtk_box_append (GTK_BOX (box), label);
    gtk_box_append (GTK_BOX (box), undo);
    adw_bin_set_child (ADW_BIN (title), box);
    adw_toast_set_custom_title (toast, title);
  }
  g_signal_connect_object (label, "map", G_CALLBACK (toast_label_mapped_cb), self, 0);

  self->toast_undo = with_undo;
  self->toast_decide = with_decide;
  toast_show_button (toast, GTK_LABEL (label), with_undo, with_decide, self->narrow,
                     toast_brief (self, GTK_LABEL (label)) != NULL);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_set_weak_pointer (&self->toast, toast);
  g_set_weak_pointer (&self->toast_label, GTK_LABEL (label));
  /* a toast of an earlier step may still be hiding: the gate adds this one after it; the
   * gate's handler of ::dismissed comes first */
  herald_toast_gate_add (self->toast_overlay, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  toast_restart_time (self);

  toast_step_over_soon (self);
  self->toast_fresh = TRUE;
}

void
herald_window_toast (HeraldWindow *self,
                     const char   *text,
                     gboolean      with_undo)
{
  toast_show (self, text, NULL, NULL, with_undo, FALSE, NULL);
}

/**
 * herald_window_toast_brief:
 * @text: what the step did, a sentence
 * @brief: (nullable): the same in a few words (herald_text_describe_brief ())
 *
 * A step's toast that a phone shows as @brief on one line, its Undo beside it (N32-1); at
 * other widths, and to a screen reader, it says @text.
 */
void
herald_window_toast_brief (HeraldWindow *self,
                           const char   *text,
                           const char   *brief,
                           gboolean      with_undo)
{
  toast_show (self, text, brief, NULL, with_undo, FALSE, NULL);
}

/**
 * herald_window_toast_unsaid:
 * @text: what the step did, a sentence
 *
 * A step's toast, with its Undo, that a screen reader is not told: the dialog the step opens
 * says it in its message. A deck chosen read "Ben drew from the Politics deck. Ben draws a
 * card from the Politics deck. Only Ben should look." as its privacy step opened (tester
 * report 40, N40-5).
 */
void
herald_window_toast_unsaid (HeraldWindow *self,
                            const char   *text)
{
  toast_show (self, text, NULL, NULL, TRUE, FALSE, "");
}

/**
 * herald_window_toast_in_sentence:
 * @text: what the step did, a sentence
 *
 * A roll's toast, without Undo, that a screen reader is not told: the roll's sentence says it
 * (herald_text_roll_banner ()). "The Politics deck is empty" was heard before whose turn and
 * the roll, and again inside the roll's sentence (tester report 42, N42-9).
 */
void
herald_window_toast_in_sentence (HeraldWindow *self,
                                 const char   *text)
{
  toast_show (self, text, NULL, NULL, FALSE, FALSE, "");
}

/**
 * herald_window_toast_again:
 * @text: what Undo or Redo did, a sentence ("Undone: Anna placed the first settlement")
 * @brief: (nullable): the step in a few words (herald_text_describe_brief ())
 * @icon: Undo's or Redo's icon, shown before @brief
 *
 * The toast of an Undo or a Redo (without its own Undo), which a phone shows as @icon and
 * @brief on one line, as a setup placement's own toast; at other widths, and to a screen
 * reader, it says @text.
 */
void
herald_window_toast_again (HeraldWindow *self,
                           const char   *text,
                           const char   *brief,
                           const char   *icon)
{
  toast_show (self, text, brief, icon, FALSE, FALSE, NULL);
}

/**
 * herald_window_toast_decision_refusal:
 * @text: why a step is refused, a sentence
 *
 * A toast for a step refused because the game waits for a decision put off with Later: where
 * the decision's button shows on the table, the focus goes to it (Return opens the choice),
 * and the table's column keeps it in view above the toast (herald_window_view_value ()); where the
 * toast has room for a button (not on a phone's layout, as its Undo), its Choose… opens the
 * choice too. On a phone at text scale 1.5 the toast that said "A decision is still pending:
 * the pillaged city must be chosen first" lay over the very button that makes that choice
 * ("Which City Does Cleo Lose?…"), and had only its close button (newcomer report 28, N28-9);
 * a Choose… beside it there left its words 7 lines, cut at 6.
 */
void
herald_window_toast_decision_refusal (HeraldWindow *self,
                                      const char   *text)
{
  const HeraldState *state = herald_window_get_state (self);
  gboolean owed = state != NULL && state->n_pending > 0 && self->decision_button != NULL &&
                  gtk_widget_get_visible (GTK_WIDGET (self->decision_button)) &&
                  gtk_widget_is_sensitive (GTK_WIDGET (self->decision_button));

  /* first: the toast's inset scrolls the focused widget into view */
  if (owed)
    gtk_widget_grab_focus (GTK_WIDGET (self->decision_button));
  toast_show (self, text, NULL, NULL, FALSE, owed && !self->narrow, NULL);
}

/**
 * herald_window_toast_step_begins:
 *
 * A step is being made (before the session performs it): what it says in a toast is its own,
 * not joined to the toast of the step before, also when both come in one main-loop turn.
 */
void
herald_window_toast_step_begins (HeraldWindow *self)
{
  self->toast_fresh = FALSE;
}

/**
 * herald_window_toast_step_said:
 *
 * A step was made (a roll, End Turn, any action): a toast of an earlier step still on screen
 * goes if this step said nothing in one (a roll says itself under the dice). It contradicted
 * the table: "Undone: Ben rolled 3 …" stayed over a new roll of 9, and "Anna placed the first
 * city" over the first roll (newcomer report 20, N20-5). A toast the step said (or joined, the
 * same main-loop turn: toast_step_id) stays. The gate dismisses it once its show is over.
 */
void
herald_window_toast_step_said (HeraldWindow *self)
{
  /* Not "the idle after the toast's step has run": keys typed fast (Return, Ctrl+Return,
   * Space: xdotool, a player's quick hands) are handled in one main-loop turn, before the
   * idle, and the next step kept the toast of the step before it, whose Undo then took back
   * the later step (newcomer report 23, N23-0) */
  if (self->toast != NULL && !self->toast_fresh)
    {
      /* the gate may hold the dismissal back for a moment: its Undo would take back this
       * step, not the one it names */
      self->toast_undo = FALSE;
      self->toast_decide = FALSE;
      toast_show_button (self->toast, self->toast_label, FALSE, FALSE, self->narrow,
                         toast_brief (self, self->toast_label) != NULL);
      /* also one still waiting in the gate, which adw_toast_dismiss () leaves there */
      herald_toast_gate_dismiss (self->toast_overlay, self->toast);
      /* held back, it is going all the same: the next step's toast is a new one, not these
       * words changed in it. Ctrl+Z right after a card put back wrote "Undone: …" into the
       * toast the put-back had dismissed, and it went with it as the gate let the dismissal
       * through: no word of the Undo (flake42, test-decision-taps). Its insets go as it
       * goes (toast_dismissed_cb ()). */
      g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
      g_clear_weak_pointer (&self->toast);
      g_clear_weak_pointer (&self->toast_label);
    }
}

/**
 * herald_window_refusal_sentence:
 * @error: why the engine or the session refused a step
 *
 * Returns: (transfer full): the refusal as a sentence of its own (herald_text_sentence ()),
 *   as a toast or a dialog says it: the engine's messages are written to follow a colon
 *   ("it is Ben’s turn, not Anna’s")
 */
char *
herald_window_refusal_sentence (HeraldWindow *self,
                                const GError *error)
{
  /* the players' right-to-left names isolated in the engine's words */
  g_autofree char *message = herald_text_refusal (herald_window_get_game (self), error->message);

  return herald_text_sentence (message);
}

/**
 * herald_window_toast_refusal:
 * @error: why the engine or the session refused a step
 *
 * Shows the refusal in a toast as a sentence of its own (herald_window_refusal_sentence ()).
 */
void
herald_window_toast_refusal (HeraldWindow *self,
                             const GError *error)
{
  g_autofree char *text = herald_window_refusal_sentence (self, error);

  herald_window_toast (self, text, FALSE);
}
