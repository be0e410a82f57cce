/* SPDX-License-Identifier: MIT */
/*
 * A qemu 7.2 TCG plugin for qemu-user: records, by instruction, every guest access wider than a byte
 * at a misaligned address, which qemu runs as if allowed (README.md).
 * Arguments (-plugin plugin.so,out=FILE,scope=all|main,ignore=FILE):
 *   out=FILE    the report (default: qemu's log, printed only with -d plugin)
 *   scope=main  only the main executable's code (default: all)
 *   ignore=FILE functions not watched, one a line (a C library built for unaligned access)
 * The first 100 "seen" lines are written at once: a run killed by a signal gets no exit callback.
 * Debian ships no qemu-plugin.h: the declarations below follow qemu 7.2's documented API (a wrong one
 * crashes qemu at load time: a failed run).
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the plugin API, qemu 7.2 (version 1) */
#define MA_EXPORT __attribute__((visibility("default")))

typedef uint64_t qemu_plugin_id_t;
typedef uint32_t qemu_plugin_meminfo_t;   /* an opaque word; read through the accessors below */
struct qemu_info_t;                       /* only passed through here */
struct qemu_plugin_tb;
struct qemu_plugin_insn;

enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS = 0, QEMU_PLUGIN_CB_R_REGS, QEMU_PLUGIN_CB_RW_REGS };
enum qemu_plugin_mem_rw { QEMU_PLUGIN_MEM_R = 1, QEMU_PLUGIN_MEM_W = 2, QEMU_PLUGIN_MEM_RW = 3 };

typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_vcpu_mem_cb_t)(unsigned int vcpu_index, qemu_plugin_meminfo_t info,
                                          uint64_t vaddr, void *userdata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb, size_t idx);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn);
const char *qemu_plugin_insn_symbol(const struct qemu_plugin_insn *insn);
void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn *insn, qemu_plugin_vcpu_mem_cb_t cb,
                                      enum qemu_plugin_cb_flags flags, enum qemu_plugin_mem_rw rw,
                                      void *userdata);
unsigned int qemu_plugin_mem_size_shift(qemu_plugin_meminfo_t info);
bool qemu_plugin_mem_is_store(qemu_plugin_meminfo_t info);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void *userdata);
void qemu_plugin_outs(const char *string);
uint64_t qemu_plugin_start_code(void);
uint64_t qemu_plugin_end_code(void);

MA_EXPORT extern int qemu_plugin_version;
MA_EXPORT int qemu_plugin_version = 1;
MA_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv);

/* ---- state */
/* One record per translated instruction (a retranslated one gets another; the report merges them). */
typedef struct ma_insn {
    uint64_t pc;
    const char *symbol;
    uint64_t misaligned;
    uint64_t first_addr;      /* the first misaligned access */
    unsigned size;
    bool store;
    struct ma_insn *next;
} ma_insn;

static ma_insn *ma_insns;
static uint64_t ma_checked;   /* accesses wider than one byte */
static FILE *ma_file;         /* NULL: qemu's log */
static unsigned ma_seen;
static bool ma_main_only;
static uint64_t ma_start, ma_end;
static char **ma_ignored;     /* sorted */
static size_t ma_n_ignored;

static int ma_by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int ma_read_ignored(const char *path)
{
    FILE *f = fopen(path, "r");
    char name[512];
    size_t cap = 0;
    if (!f) return -1;
    while (fgets(name, sizeof name, f)) {
        size_t n = strcspn(name, "\r\n");
        name[n] = '\0';
        if (n == 0) continue;
        if (ma_n_ignored == cap) {
            char **more = realloc(ma_ignored, (cap = cap ? 2 * cap : 1024) * sizeof *more);
            if (!more) { fclose(f); return -1; }
            ma_ignored = more;
        }
        if (!(ma_ignored[ma_n_ignored++] = strdup(name))) { fclose(f); return -1; }
    }
    fclose(f);
    qsort(ma_ignored, ma_n_ignored, sizeof *ma_ignored, ma_by_name);
    return 0;
}

static bool ma_is_ignored(const char *symbol)
{
    return symbol && ma_n_ignored && bsearch(&symbol, ma_ignored, ma_n_ignored, sizeof *ma_ignored, ma_by_name);
}

static void ma_mem(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr, void *userdata)
{
    ma_insn *r = userdata;
    unsigned shift = qemu_plugin_mem_size_shift(info);
    (void)vcpu;
    if (shift == 0) return;
    __atomic_fetch_add(&ma_checked, 1, __ATOMIC_RELAXED);
    if ((vaddr & ((UINT64_C(1) << shift) - 1u)) == 0) return;
    if (__atomic_fetch_add(&r->misaligned, 1, __ATOMIC_RELAXED) == 0) {
        r->first_addr = vaddr;
        r->size = 1u << shift;
        r->store = qemu_plugin_mem_is_store(info);
        if (ma_file && __atomic_fetch_add(&ma_seen, 1, __ATOMIC_RELAXED) < 100) {
            fprintf(ma_file, "seen pc=0x%" PRIx64 " <%s> %s %u bytes at 0x%" PRIx64 "\n", r->pc,
                    r->symbol ? r->symbol : "?", r->store ? "store" : "load", r->size, vaddr);
            fflush(ma_file);
        }
    }
}

static void ma_tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    size_t n = qemu_plugin_tb_n_insns(tb), i;
    (void)id;
    /* The executable is loaded after the plugin: its code range is read at the first translation. */
    if (ma_main_only && ma_end == 0) { ma_start = qemu_plugin_start_code(); ma_end = qemu_plugin_end_code(); }
    for (i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        uint64_t pc = qemu_plugin_insn_vaddr(insn);
        const char *symbol = qemu_plugin_insn_symbol(insn);
        ma_insn *r;
        if (ma_main_only && (pc < ma_start || pc >= ma_end)) continue;
        if (ma_is_ignored(symbol)) continue;
        r = calloc(1, sizeof *r);
        if (!r) { fputs("misaligned plugin: out of memory\n", stderr); abort(); }
        r->pc = pc;
        r->symbol = symbol;
        r->next = __atomic_load_n(&ma_insns, __ATOMIC_ACQUIRE);
        while (!__atomic_compare_exchange_n(&ma_insns, &r->next, r, false, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE)) {}
        qemu_plugin_register_vcpu_mem_cb(insn, ma_mem, QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW, r);
    }
}

static int ma_by_pc(const void *a, const void *b)
{
    const ma_insn *x = *(ma_insn *const *)a, *y = *(ma_insn *const *)b;
    return x->pc < y->pc ? -1 : x->pc > y->pc;
}

static void ma_exit(qemu_plugin_id_t id, void *userdata)
{
    size_t n = 0, k = 0, i, j;
    uint64_t total = 0;
    ma_insn *r, **bad;
    FILE *f = ma_file;
    char line[512];
    (void)id; (void)userdata;
    for (r = ma_insns; r; r = r->next) if (r->misaligned) n++;
    bad = calloc(n ? n : 1, sizeof *bad);
    if (!bad) { fputs("misaligned plugin: out of memory\n", stderr); return; }
    for (r = ma_insns, i = 0; r; r = r->next) if (r->misaligned) bad[i++] = r;
    qsort(bad, n, sizeof *bad, ma_by_pc);
    /* Merge the records of one instruction translated more than once. */
    for (i = 0; i < n; i++) {
        if (k > 0 && bad[k - 1]->pc == bad[i]->pc) { bad[k - 1]->misaligned += bad[i]->misaligned; continue; }
        bad[k++] = bad[i];
    }
    for (i = 0; i < k; i++) total += bad[i]->misaligned;
    snprintf(line, sizeof line, "checked %" PRIu64 " accesses wider than a byte; %" PRIu64
             " misaligned at %zu instructions%s%s\n", ma_checked, total, k,
             ma_main_only ? " (main executable only)" : "", ma_n_ignored ? " (listed functions ignored)" : "");
    if (f) fputs(line, f); else qemu_plugin_outs(line);
    for (j = 0; j < k; j++) {
        snprintf(line, sizeof line, "misaligned pc=0x%" PRIx64 " <%s> %s %u bytes at 0x%" PRIx64
                 " (first), %" PRIu64 " times\n", bad[j]->pc, bad[j]->symbol ? bad[j]->symbol : "?",
                 bad[j]->store ? "store" : "load", bad[j]->size, bad[j]->first_addr, bad[j]->misaligned);
        if (f) fputs(line, f); else qemu_plugin_outs(line);
    }
    if (f) fclose(f);
    free(bad);
}

MA_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv)
{
    int i;
    (void)info;
    for (i = 0; i < argc; i++) {
        if (strncmp(argv[i], "out=", 4) == 0) {
            if (ma_file) fclose(ma_file);
            if (!(ma_file = fopen(argv[i] + 4, "w"))) {
                fprintf(stderr, "misaligned plugin: cannot write %s\n", argv[i] + 4);
                return -1;
            }
        } else if (strncmp(argv[i], "ignore=", 7) == 0) {
            if (ma_read_ignored(argv[i] + 7) != 0) {
                fprintf(stderr, "misaligned plugin: cannot read %s\n", argv[i] + 7);
                return -1;
            }
        } else if (strcmp(argv[i], "scope=main") == 0) {
            ma_main_only = true;
        } else if (strcmp(argv[i], "scope=all") == 0) {
            ma_main_only = false;
        } else {
            fprintf(stderr, "misaligned plugin: unknown argument %s\n", argv[i]);
            return -1;
        }
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, ma_tb_trans);
    qemu_plugin_register_atexit_cb(id, ma_exit, NULL);
    return 0;
}
